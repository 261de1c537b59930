/**
 * Names the site shares with public/track.js, its own analytics tracker (plain JavaScript, no
 * build step): a unit test checks the script uses these and the collector's campaign parameters.
 */
export const TRACK_SCRIPT = '/track.js'
export const COLLECT_ENDPOINT = '/api/collect'
/** Dispatched on window by _app after a client-side route change. */
export const PAGE_VIEW_EVENT = 'site:page-view'
/** Elements with this attribute send an event of that name when clicked (data-track-content: its detail). */
export const TRACK_ATTRIBUTE = 'data-track'
