// Starts Next's runtime on a content page once the page has loaded and the browser is idle, or at
// the visitor's first interaction if that comes earlier (src/lib/runtime-loading.ts explains why). Plain JavaScript, no build step: keep it small. The names it shares with the app
// (template id, ready event, storage keys, cookie, attribute) are checked by
// tests/unit/runtime-loading.test.ts.
;(function () {
  'use strict'
  var template = document.getElementById('__next_runtime')
  if (!template || !('content' in template)) return

  var started = false
  var ready = false
  /** Buttons, selects, sheet links and forms used before React ran: replayed once it has hydrated. */
  var held = []
  var TRIGGERS = ['pointerdown', 'keydown', 'touchstart', 'focusin', 'scroll', 'wheel', 'mousemove']
  var NEEDS_RUNTIME = 'button, select, [data-auth-trigger], [aria-controls], [data-needs-runtime]'
  /** At most this long after load for an idle moment (a busy page still gets its runtime). */
  var IDLE_TIMEOUT_MS = 500
  /** And at most this long after the page's HTML, whatever its images and fonts do. */
  var LOAD_TIMEOUT_MS = 5000
  var SPINNER_TIMEOUT_MS = 1500
  var spinnerTimer

  function read(storage, key) {
    try {
      return window[storage].getItem(key)
    } catch {
      return null
    }
  }

  function popupSeen() {
    return /(?:^|;\s*)registeredPopup=/.test(document.cookie)
  }

  // A held click shows the spinner (globals.scss) until React runs, for 1.5 s at most.
  function pending(on) {
    window.clearTimeout(spinnerTimer)
    if (on) {
      document.documentElement.setAttribute('data-runtime-pending', '')
      spinnerTimer = window.setTimeout(pending, SPINNER_TIMEOUT_MS, false)
    } else document.documentElement.removeAttribute('data-runtime-pending')
  }

  // A held click keeps its pointer type: a handler that reads it (a menu a mouse already opened by
  // hovering stays open on a mouse click) sees in the replay what the visitor did.
  function hold(element, pointerType) {
    if (pointerType) element.setAttribute('data-held-pointer', pointerType)
    if (held.indexOf(element) < 0) held.push(element)
    pending(true)
  }

  function start() {
    if (started) return
    started = true
    TRIGGERS.forEach(function (type) {
      window.removeEventListener(type, start, true)
    })
    // Recreated elements run (the template's own never do), in order: async = false.
    var scripts = template.content.querySelectorAll('script')
    for (var i = 0; i < scripts.length; i++) {
      var original = scripts[i]
      if (original.noModule) continue
      var script = document.createElement('script')
      for (var a = 0; a < original.attributes.length; a++) {
        var attribute = original.attributes[a]
        if (attribute.name !== 'defer') script.setAttribute(attribute.name, attribute.value)
      }
      if (original.src) script.async = false
      else script.textContent = original.textContent
      document.body.appendChild(script)
    }
  }

  TRIGGERS.forEach(function (type) {
    window.addEventListener(type, start, { capture: true, passive: true })
  })

  document.addEventListener(
    'click',
    function (event) {
      if (ready || !(event.target instanceof Element)) return
      // The registration popup's "first click anywhere" (useRegistrationPopup reads it).
      if (!popupSeen() && !event.target.closest('[data-auth-trigger], [role="dialog"]')) {
        try {
          sessionStorage.setItem('site:clicked', '1')
        } catch {
          // Storage blocked: the popup comes after 150 s instead.
        }
      }
      var target = event.target.closest(NEEDS_RUNTIME)
      start()
      if (!target) return // a plain link navigates, a text is selected: nothing to wait for
      event.preventDefault()
      event.stopImmediatePropagation()
      hold(target, event.pointerType)
    },
    true,
  )
  document.addEventListener(
    'change',
    function (event) {
      if (ready || !(event.target instanceof HTMLSelectElement)) return
      event.target.setAttribute('data-chosen', event.target.value)
      hold(event.target)
      start()
    },
    true,
  )

  // A form sent before React ran (Enter in a field): sent again once it has, by React's handler.
  document.addEventListener(
    'submit',
    function (event) {
      if (ready || !(event.target instanceof HTMLFormElement)) return
      event.preventDefault()
      event.stopImmediatePropagation()
      event.target.setAttribute('data-submitted', '')
      hold(event.target)
      start()
    },
    true,
  )

  // The offline banner (OfflineBanner.tsx) works before React does: a page that lost its
  // network could not load the runtime to show it.
  function showNetworkState() {
    var banner = document.querySelector('[data-offline-banner]')
    if (banner && !ready) banner.hidden = navigator.onLine
  }
  window.addEventListener('online', showNetworkState)
  window.addEventListener('offline', showNetworkState)

  function replay(element) {
    if (!element.isConnected) return
    if (element instanceof HTMLFormElement) {
      element.removeAttribute('data-submitted')
      // Through its submit button when it has one: React may not have hydrated the form's part of
      // the page yet, and a click (unlike a submit event) makes it do so before handling it.
      var button = element.querySelector('button[type="submit"], button:not([type]), input[type="submit"]')
      if (button) button.click()
      else if (element.requestSubmit) element.requestSubmit()
      else element.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }))
      return
    }
    var chosen = element.getAttribute('data-chosen')
    if (chosen === null) {
      var pointerType = element.getAttribute('data-held-pointer')
      element.removeAttribute('data-held-pointer')
      if (pointerType && window.PointerEvent) element.dispatchEvent(new PointerEvent('click', { bubbles: true, cancelable: true, composed: true, view: window, detail: 1, pointerType: pointerType }))
      else element.click()
      return
    }
    element.removeAttribute('data-chosen')
    element.value = chosen
    element.dispatchEvent(new Event('change', { bubbles: true }))
  }

  window.addEventListener('site:runtime-ready', function () {
    ready = true
    pending(false)
    var waiting = held
    held = []
    // Outside React's effect phase, which dispatches the ready event.
    window.setTimeout(function () {
      waiting.forEach(replay)
    }, 0)
  })

  var loggedIn = read('localStorage', 'isLogin') === 'true'
  // At once: a seller's session check, a query to act on (campaign data, link parameters), a
  // registration popup already due after a click on an earlier page.
  if (loggedIn || window.location.search || (!popupSeen() && read('sessionStorage', 'site:clicked'))) start()
  // Otherwise once the page has loaded (its images and fonts came first) and the browser is idle.
  else {
    window.addEventListener('load', function () {
      if (window.requestIdleCallback) window.requestIdleCallback(start, { timeout: IDLE_TIMEOUT_MS })
      else window.setTimeout(start, 0)
    })
    // An image or font that never finishes must not hold the page's runtime back.
    window.setTimeout(start, LOAD_TIMEOUT_MS)
  }
})()
