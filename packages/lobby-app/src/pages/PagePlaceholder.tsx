import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';

/** A route whose content arrives with a later piece of work: its real title and a clear note. */
export function PagePlaceholder({ title, children }: { title: ReactNode; children?: ReactNode }) {
  return (
    <section aria-labelledby="page-title" className="mx-auto w-full max-w-6xl px-4 py-8">
      <h1 id="page-title" className="text-3xl font-bold">
        {title}
      </h1>
      {children}
      <p className="mt-4 rounded-lg border border-dashed border-border bg-surface p-6 text-fg-muted">
        <Trans>This part of the lobby is being prepared. Check back soon.</Trans>
      </p>
    </section>
  );
}
