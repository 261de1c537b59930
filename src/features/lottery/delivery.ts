/**
 * Delivery details of a won physical prize, checked in the browser with the service's rules
 * (src/server/lottery/schemas.ts): a name of 1-30 characters, the site's phone rule (another
 * country's number written with its calling code, +7 …, when `parseInternational` is given), an address
 * of 5-300 characters. Errors are i18n keys with their namespace (`t(key)` shows them).
 */
import { accountOf, type InternationalParser, phoneRule } from '@/lib/auth/rules'

export type DeliveryInput = { recipientName: string; recipientPhone: string; address: string }
export type DeliveryErrors = Partial<Record<keyof DeliveryInput, string>>

export const NAME_MAX = 30
export const ADDRESS_MIN = 5
export const ADDRESS_MAX = 300

export function validateDelivery(input: DeliveryInput, parseInternational?: InternationalParser): { value: DeliveryInput; errors: null } | { value: null; errors: DeliveryErrors } {
  const errors: DeliveryErrors = {}
  const recipientName = input.recipientName.trim()
  if (!recipientName) errors.recipientName = 'lottery:delivery.errors.nameRequired'
  else if (recipientName.length > NAME_MAX) errors.recipientName = 'lottery:delivery.errors.nameTooLong'
  const phone = phoneRule(input.recipientPhone, undefined, parseInternational)
  if (phone.error !== null) errors.recipientPhone = `auth:${phone.error}`
  const address = input.address.trim()
  if (!address) errors.address = 'lottery:delivery.errors.addressRequired'
  else if (address.length < ADDRESS_MIN) errors.address = 'lottery:delivery.errors.addressTooShort'
  else if (address.length > ADDRESS_MAX) errors.address = 'lottery:delivery.errors.addressTooLong'
  if (Object.keys(errors).length > 0 || phone.value === null) return { value: null, errors }
  return { value: { recipientName, recipientPhone: accountOf(phone.value), address }, errors: null }
}
