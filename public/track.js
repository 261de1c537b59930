// The site's own analytics tracker (issue 17; src/server/attribution explains what is kept).
// Plain JavaScript, no build step, no third party: page views (also after client-side route
// changes, announced by _app), top-bar clicks (elements with data-track) and the page leave,
// queued and sent in batches to /api/collect with sendBeacon. Only the campaign parameters of
// a URL are sent (the list is checked against src/lib/attribution/touch.ts by a unit test).
;(function () {
  'use strict'
  var nav = window.navigator
  if (nav.doNotTrack === '1' || nav.globalPrivacyControl === true) return

  var ENDPOINT = '/api/collect'
  var PAGE_VIEW_EVENT = 'site:page-view'
  var CAMPAIGN_PARAMS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_content', 'utm_term', 'code', 'utm', 'aic', 'actId', 'urlCode', 'appId', 'scope']
  var MAX_BATCH = 30
  var FLUSH_DELAY_MS = 2000

  var queue = []
  var timer = 0
  var page = null

  function campaignSearch() {
    var params = new URLSearchParams(window.location.search)
    var kept = new URLSearchParams()
    CAMPAIGN_PARAMS.forEach(function (key) {
      var value = params.get(key)
      if (value) kept.set(key, value)
    })
    var text = kept.toString()
    return text ? '?' + text : ''
  }

  function flush() {
    if (timer) window.clearTimeout(timer)
    timer = 0
    while (queue.length) {
      var body = JSON.stringify({ events: queue.splice(0, MAX_BATCH) })
      var sent = false
      try {
        sent = nav.sendBeacon ? nav.sendBeacon(ENDPOINT, body) : false
      } catch {
        sent = false
      }
      if (!sent && window.fetch) {
        window.fetch(ENDPOINT, { method: 'POST', body: body, keepalive: true, credentials: 'same-origin', headers: { 'content-type': 'text/plain' } }).catch(function () {})
      }
    }
  }

  function track(name, detail, path) {
    var event = { name: name, path: (path || window.location.pathname).slice(0, 200), search: name === 'page_view' ? campaignSearch() : '' }
    // Cut by characters, not UTF-16 units: half an emoji would be refused by the collector.
    if (detail) event.detail = Array.from(String(detail).trim()).slice(0, 100).join('')
    queue.push(event)
    if (queue.length >= MAX_BATCH) flush()
    else if (!timer) timer = window.setTimeout(flush, FLUSH_DELAY_MS)
  }

  function leave() {
    if (!page || page.left) return
    page.left = true
    track('page_leave', String(Math.round((Date.now() - page.since) / 1000)), page.pathname)
  }

  function view() {
    if (page && page.path === window.location.pathname + window.location.search) return
    leave()
    page = { path: window.location.pathname + window.location.search, pathname: window.location.pathname, since: Date.now(), left: false }
    track('page_view')
  }

  // On window, in the capture phase: before any page script can stop the click. Only a visitor's
  // own click counts (isTrusted); one the page replays (runtime-boot.js, after React starts) was
  // counted when it was made.
  window.addEventListener(
    'click',
    function (event) {
      if (!event.isTrusted) return
      // A link or button inside an element marked data-track (the top bar's menu) sends its name.
      var item = event.target instanceof Element ? event.target.closest('a, button') : null
      var target = item ? item.closest('[data-track]') : null
      if (target) track(target.getAttribute('data-track'), item.getAttribute('data-track-content') || item.textContent)
    },
    true,
  )
  window.addEventListener(PAGE_VIEW_EVENT, view)
  document.addEventListener('visibilitychange', function () {
    if (document.visibilityState === 'hidden') {
      leave()
      flush()
    }
  })
  window.addEventListener('pagehide', function () {
    leave()
    flush()
  })
  view()
})()
