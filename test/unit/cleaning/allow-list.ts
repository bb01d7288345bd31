// An independent statement of SPEC 5's allow-list, written without the rule's own policy module so
// that judging the rule's output is not circular. It runs in Node (on jsdom) and in Chromium.
const TAGS = new Set(
  'h1 h2 h3 h4 h5 h6 p br ul ol li b i strong em a pre code span div'.split(' '),
);
const TABLE_PARTS = new Set(['thead', 'tbody', 'tr', 'th', 'td']);
const STYLED = new Set(['span', 'div', 'table', 'th', 'td']);
const DECLARATION =
  /^(?:color: (?:#[0-9a-f]{3}|#[0-9a-f]{6}|rgb\(\d{1,3}, \d{1,3}, \d{1,3}\))|text-align: (?:left|right|center)|font-weight: (?:bold|normal)|font-style: (?:italic|normal)|text-decoration: (?:underline|line-through|none))$/;
const HTML_NAMESPACE = 'http://www.w3.org/1999/xhtml';

function attributeViolation(element: Element, attr: Attr): string | null {
  const tag = element.localName;
  const where = `<${tag} ${attr.name}="${attr.value}">`;
  if (attr.name === 'style' && STYLED.has(tag)) {
    return attr.value.split('; ').every((d) => DECLARATION.test(d)) ? null : `style ${where}`;
  }
  // A note's mention (src/domain/note-mention-form.ts): exactly this type and a plain id.
  if (tag === 'span' && attr.name === 'data-type') {
    return attr.value === 'mention' ? null : `mention type ${where}`;
  }
  if (tag === 'span' && attr.name === 'data-id') {
    return /^[A-Za-z0-9_-]{1,100}$/.test(attr.value) ? null : `mention id ${where}`;
  }
  if (tag !== 'a') return `attribute ${where}`;
  if (attr.name === 'href') return /^(?:https?|mailto):/i.test(attr.value) ? null : `href ${where}`;
  if (attr.name === 'target') {
    const rel = (element.getAttribute('rel') ?? '').split(' ');
    const safe = rel.includes('noopener') && rel.includes('noreferrer');
    return /^_(?:blank|self)$/.test(attr.value) && safe ? null : `target without safe rel ${where}`;
  }
  return attr.name === 'rel' ? null : `attribute ${where}`;
}

/** Everything in `root` outside SPEC 5's allow-list, as readable messages (empty when clean). */
export function allowListViolations(root: ParentNode): string[] {
  const violations: string[] = [];
  for (const element of Array.from(root.querySelectorAll('*'))) {
    const tag = element.localName;
    if (element.namespaceURI !== HTML_NAMESPACE) violations.push(`foreign element <${tag}>`);
    if (!TAGS.has(tag) && !TABLE_PARTS.has(tag) && tag !== 'table') violations.push(`tag <${tag}>`);
    if (TABLE_PARTS.has(tag) && element.parentElement?.closest('table') == null) {
      violations.push(`<${tag}> outside a table`);
    }
    for (const attr of Array.from(element.attributes)) {
      const violation = attributeViolation(element, attr);
      if (violation !== null) violations.push(violation);
    }
  }
  return violations;
}
