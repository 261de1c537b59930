/** What a community post may hold: the service enforces it, the forms show it (maxLength, image count). */
export const POST_LIMITS = {
  title: { min: 5, max: 100 },
  question: { max: 4000 },
  answer: { min: 2, max: 4000 },
  reply: { min: 1, max: 1000 },
  images: 3,
} as const

/** One uploaded image (/public/uploadImg): checked by the form before sending, refused by the service past it. */
export const MAX_IMAGE_BYTES = 2 * 1024 * 1024
