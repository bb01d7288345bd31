import { parseFragment } from 'parse5';
import type { DefaultTreeAdapterTypes } from 'parse5';
import { MENTION_ID, MENTION_TYPE } from './note-mention-form';

type Node = DefaultTreeAdapterTypes.ChildNode | DefaultTreeAdapterTypes.DocumentFragment;

// Reads the mentions a note's HTML holds, in the form of note-mention-form.ts.

const attribute = (node: Node, name: string) =>
  'attrs' in node ? node.attrs.find((a) => a.name === name)?.value : undefined;

function walk(node: Node, visit: (node: Node) => void): void {
  visit(node);
  if ('childNodes' in node) for (const child of node.childNodes) walk(child, visit);
}

/** The distinct user ids a note's HTML mentions, in order; anything malformed is ignored. */
export function mentionedUserIds(html: string): string[] {
  const ids = new Set<string>();
  walk(parseFragment(html), (node) => {
    if (node.nodeName !== 'span' || attribute(node, 'data-type') !== MENTION_TYPE) return;
    const id = attribute(node, 'data-id');
    if (id && MENTION_ID.test(id)) ids.add(id);
  });
  return [...ids];
}

/** A note's words without markup, whitespace collapsed and cut to `max` characters. */
export function noteExcerpt(html: string, max = 140): string {
  const parts: string[] = [];
  walk(parseFragment(html.replace(/<br\s*\/?>/gi, ' ')), (node) => {
    if (node.nodeName === '#text' && 'value' in node) parts.push(node.value);
    else if (node.nodeName === 'p' || node.nodeName === 'li') parts.push(' ');
  });
  const text = parts.join('').replace(/\s+/g, ' ').trim();
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}
