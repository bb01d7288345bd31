// Finding elements the way a user names them, throwing when there is none so that settle() can
// poll a query as it polls an assertion.

export function byLabel<T extends Element = HTMLElement>(root: ParentNode, label: string): T {
  const found = root.querySelector<T>(`[aria-label="${label}"]`);
  if (found) return found;
  const labelEl = [...root.querySelectorAll('label')].find(
    (l) => l.textContent?.replace(/\s*\*$/, '').trim() === label,
  );
  const id = labelEl?.getAttribute('for');
  const input = id ? (document.getElementById(id) as T | null) : null;
  if (!input) throw new Error(`No field labelled "${label}"`);
  return input;
}

export function buttonByText(root: ParentNode, text: string): HTMLButtonElement {
  const button = [...root.querySelectorAll('button')].find((b) => b.textContent?.trim() === text);
  if (!button) throw new Error(`No button "${text}"`);
  return button;
}
