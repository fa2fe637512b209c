import type * as React from 'react';
import { cn } from '../lib/cn.ts';

/**
 * Server-written tournament text (terms, left and right content) reduced to plain text blocks: headings,
 * paragraphs and list items. The lobby never puts the server's markup on the page, so nothing in it can run.
 */
export interface TextBlock {
  readonly kind: 'heading' | 'paragraph' | 'item';
  readonly text: string;
  /** For items: part of a numbered list. */
  readonly ordered?: boolean;
}

/** Renders text blocks: headings, paragraphs, and each run of list items as one list. */
export function TextBlocks({ blocks, className }: { blocks: readonly TextBlock[]; className?: string }) {
  const out: React.ReactNode[] = [];
  let run: { key: string; text: string }[] = [];
  let runOrdered = false;
  const flush = (key: string) => {
    if (run.length === 0) return;
    const texts = run;
    const List = runOrdered ? 'ol' : 'ul';
    run = [];
    out.push(
      <List
        key={`list-${key}`}
        className={cn('m-0 flex flex-col gap-1 ps-5', runOrdered ? 'list-decimal' : 'list-disc')}
      >
        {texts.map((item) => (
          <li key={item.key}>{item.text}</li>
        ))}
      </List>,
    );
  };
  // server text has no ids and never reorders: its position is its identity
  const keyed = blocks.map((block, position) => ({ block, key: `block-${position}` }));
  for (const { block, key } of keyed) {
    if (block.kind === 'item') {
      if (run.length > 0 && runOrdered !== Boolean(block.ordered)) flush(key);
      runOrdered = Boolean(block.ordered);
      run.push({ key, text: block.text });
      continue;
    }
    flush(key);
    out.push(
      block.kind === 'heading' ? (
        <h2 key={key} className="m-0 text-base font-bold text-fg">
          {block.text}
        </h2>
      ) : (
        <p key={key} className="m-0">
          {block.text}
        </p>
      ),
    );
  }
  flush('end');
  return <div className={cn('flex flex-col gap-2 text-sm text-fg-muted', className)}>{out}</div>;
}
