// Renders the cleaned agent terms (termsDocument.ts) as React elements: text is text, never markup.
import { createElement, type ReactNode } from 'react';
import type { TermsNode } from '../termsDocument';

function render(node: TermsNode, key: number): ReactNode {
  if (typeof node === 'string') return node;
  if (node.tag === 'br' || node.tag === 'hr') return createElement(node.tag, { key });
  return createElement(node.tag, { key }, ...node.children.map(render));
}

export function TermsDocument({ nodes }: { nodes: TermsNode[] }) {
  return (
    <article className="jl-agent-terms" data-testid="agent-terms">
      {nodes.map(render)}
    </article>
  );
}
