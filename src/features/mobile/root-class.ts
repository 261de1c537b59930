/** The root class of the mobile site: rem = layout width / 7.5 (globals.scss); _document sets it on /m pages, MobileLayout keeps it in step. */
export const MOBILE_ROOT_CLASS = 'mobile-site'
