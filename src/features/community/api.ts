/**
 * Browser calls of the QA community (issue 18) through the shared client (risk header, Control-T,
 * the page's language, spec section 8's error handling). Imported on demand, when a seller
 * submits, likes or opens their posts, never with the page.
 */
import type { AxiosRequestConfig } from 'axios'

import { apiFailure, authClient, USER_API } from '@/features/auth/api'
import { responseMessageShown } from '@/lib/http/client'
import type { SavedPost as Saved } from '@/server/community/posts'
import type { PostRecord } from '@/server/community/records'
import type { LikeTarget, PostKind } from '@/server/community/schemas'

export type { LikeTarget, PostKind, PostRecord, Saved }
export type Category = { id: number; name: string }

type Body<T> = { code: number | string; message: string; data: T }

/** A failed call as the person should read it: the service's message in their language. */
export function failureMessage(error: unknown, fallback: string): string {
  return apiFailure(error).message ?? fallback
}

/** What is left to say about a failed button's call (a like, a withdrawal): null when the client already showed the service's words. */
export function unshownFailure(error: unknown, fallback: string): string | null {
  return responseMessageShown(error) ? null : failureMessage(error, fallback)
}

// A button's call, with nothing else on the page to show its refusal: the verify-code option
// shows the service's message (spec section 8).
const BUTTON: AxiosRequestConfig = { verifyCode: true }

async function post<T>(path: string, body: unknown, config?: AxiosRequestConfig): Promise<Body<T>> {
  return (await authClient().post<Body<T>>(`${USER_API}${path}`, body, config)).data
}

async function get<T>(path: string, params: Record<string, string | number>): Promise<Body<T>> {
  return (await authClient().get<Body<T>>(`${USER_API}${path}`, { params })).data
}

export type QuestionInput = { id?: number; title: string; content: string; categoryId?: number; images: number[] }

export const saveQuestion = (input: QuestionInput) => post<Saved>('/queAndAns/addOrUpdate', input)
export const saveAnswer = (input: { id?: number; questionId: number; content: string }) => post<Saved>('/queAndAns/replyQuestion', input)
export const saveReply = (input: { id?: number; answerId: number; content: string }) => post<Saved>('/queAndAns/replyQuestion', input)
export const withdraw = (type: PostKind, id: number) => post<{ id: number }>('/queAndAns/withdraw', { type, id }, BUTTON)
export const myPosts = (pageNum: number, pageSize = 10) => get<{ list: PostRecord[]; total: number; pageNum: number; pageSize: number }>('/queAndAns/pubRecord', { pageNum, pageSize })
export const categories = () => get<Category[]>('/queAndAns/categories', {})

export const like = (targetType: LikeTarget, targetId: number, liked: boolean) =>
  post<{ liked: boolean; likes: number }>('/article/likeOrCancel', { targetType, targetId, like: liked }, BUTTON)
export const likeState = (targetType: LikeTarget, ids: number[]) => get<{ likes: Record<string, number>; liked: number[] }>('/article/likeState', { targetType, ids: ids.join(',') })

export async function uploadImage(file: File): Promise<{ id: number; url: string }> {
  const form = new FormData()
  form.append('file', file)
  return (await authClient().post<Body<{ id: number; url: string }>>(`${USER_API}/public/uploadImg`, form)).data.data
}
