// Keeps the screen-reader tree where the screen is drawn (issue 23).
//
// With semantics on, Flutter's web engine mirrors each scrolling area as a <flt-semantics>
// element the browser can scroll (a screen reader reading on, or a browser bringing a
// control into view, scrolls it). The engine passes that scroll on to the app, except
// within 500 ms of any pointer or key event, when it takes the scroll for a duplicate of a
// gesture and drops it (shouldAcceptBrowserGesture('scroll') in its semantics.dart). Then
// the tree stays scrolled while the canvas does not, and every box in it, and a tap at a
// box, is off by the difference until the app next scrolls that area itself.
//
// So: after a scroll the engine may have dropped, once input has been quiet for longer
// than that window, the same element is sent a scroll event again. The engine compares
// the element's scroll position with the one it last handled, so a scroll it already
// passed on (or made itself) is not sent twice.
(() => {
  const DROPPED_WITHIN_MS = 500;   // the engine's own window (kDebounceThreshold)
  const QUIET_MS = 600;
  // the event types the engine counts as input (receiveGlobalEvent)
  const INPUT = ["pointerdown", "pointermove", "pointerleave", "pointerup", "pointercancel",
                 "touchstart", "touchend", "touchmove", "touchcancel", "mousedown",
                 "mousemove", "mouseleave", "mouseup", "keyup", "keydown"];
  let lastInput = -Infinity;
  for (const type of INPUT) {
    window.addEventListener(type, () => { lastInput = performance.now(); },
                            { capture: true, passive: true });
  }
  const waiting = new Set();

  function resend(element) {
    const wait = lastInput + QUIET_MS - performance.now();
    if (wait > 0) {   // more input meanwhile: the engine would drop it again
      setTimeout(() => resend(element), wait);
      return;
    }
    waiting.delete(element);
    if (element.isConnected) element.dispatchEvent(new Event("scroll"));
  }

  document.addEventListener("scroll", (event) => {
    const element = event.target;
    if (!event.isTrusted || !(element instanceof Element) || element.tagName !== "FLT-SEMANTICS"
        || waiting.has(element) || performance.now() - lastInput >= DROPPED_WITHIN_MS) {
      return;   // not the engine's, or passed on already
    }
    waiting.add(element);
    setTimeout(() => resend(element), QUIET_MS);
  }, { capture: true, passive: true });
})();
