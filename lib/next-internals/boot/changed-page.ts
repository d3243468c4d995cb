// A page refreshed since its HTML hydrates from the newer payload; typing and focus carry over.

const HYDRATION_MISMATCH =
  /Minified React error #(418|419|422|423|425)\b|Hydration failed|error while hydrating/;

type Field = HTMLInputElement | HTMLTextAreaElement;

function isField(element: Element | null): element is Field {
  return (
    (element instanceof HTMLInputElement &&
      !['checkbox', 'radio', 'file', 'hidden'].includes(element.type)) ||
    element instanceof HTMLTextAreaElement
  );
}

function replacementById(old: Field): Field | null {
  if (old.isConnected) return null;
  const found = old.id ? document.getElementById(old.id) : null;
  return isField(found) && found !== old ? found : null;
}

/** Returns what to call once hydrated: again a second later, for parts drawn after the layout. */
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
      const field = carried.has(old) ? null : replacementById(old);
      if (!field) continue;
      // Only into a field nobody has typed into since it was drawn.
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
