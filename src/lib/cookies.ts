/**
 * The value of cookie `name` in a Cookie header or a `document.cookie` string, decoded; null when
 * absent. Shared by the browser (Control-T, the popup flag) and the server (userToken). A value
 * that is not valid percent-encoding is returned as it is (never throws: cookies are user input).
 */
export function cookieValue(cookies: string | null | undefined, name: string): string | null {
  for (const part of (cookies ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=')
    if (key !== name) continue
    const value = rest.join('=')
    try {
      return decodeURIComponent(value)
    } catch {
      return value
    }
  }
  return null
}
