import { Fragment, type ReactNode } from 'react';

/**
 * A translated sentence with parts that are elements (a link, a bold word): each `{name}` marker
 * of `text` becomes `nodes[name]`, so translators move the link within the sentence as their
 * language needs. A marker with no node stays as written. The text is said with each name as its
 * own marker, `t('mail.templateHelp', { link: '{link}' })`: an ICU text needs every value.
 */
export function fillNodes(text: string, nodes: Record<string, ReactNode>): ReactNode {
  // split() with a capturing group puts the marker names at the odd indexes.
  return text.split(/\{(\w+)\}/).map((part, index) => {
    if (index % 2 === 0) return part;
    return <Fragment key={index}>{part in nodes ? nodes[part] : `{${part}}`}</Fragment>;
  });
}
