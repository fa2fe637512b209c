import { Trans } from '@lingui/react/macro';
import { Button } from '@lobby/ui';
import { useEffect, useRef } from 'react';
import { Link } from 'wouter';

/** The 404 page (§2, §8); also shown when a route fails to render. */
export default function NotFoundPage() {
  const heading = useRef<HTMLHeadingElement>(null);
  // a screen-reader user lands on the explanation, not on the top of an unchanged-looking page
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <p aria-hidden="true" className="font-display text-7xl font-black text-primary">
        404
      </p>
      <h1 ref={heading} tabIndex={-1} className="mt-4 text-3xl font-bold outline-none">
        <Trans>Lost in the Shuffle?</Trans>
      </h1>
      <p className="mt-3 text-fg-muted">
        <Trans>The page you requested is no longer available, or cannot be found.</Trans>
      </p>
      <Button asChild size="lg" className="mt-8">
        <Link href="/">
          <Trans>Back to the lobby</Trans>
        </Link>
      </Button>
    </section>
  );
}
