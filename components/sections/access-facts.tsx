import clsx from 'clsx';
import { buttonClass } from '@/components/ui/button';
import { Picture } from '@/components/ui/picture';
import { blockHeading } from '@/components/ui/card';
import { accessSentences } from '@/lib/content/facts';
import { mailtoWithSubject } from '@/lib/content/format';
import type { Contact } from '@/lib/content/schema/contact';
import type { Site } from '@/lib/content/schema/site';

/**
 * How to reach the room (stairs, step-free access, parking, toilets), once the owner has written it.
 * Until then it says plainly whom to ask, so the Contact page is complete with or without the facts; an
 * email button to ask about the way in ends the card either way.
 */
export function AccessFacts({ copy, site, className }: { copy: Contact['access']; site: Site; className?: string }) {
  const sentences = accessSentences(site);
  return (
    // From md to lg the words and the picture sit side by side; from lg the picture is beside the page's headline.
    <article aria-labelledby="access-heading" className={clsx('grid gap-8 md:grid-cols-2 lg:block', className)}>
      <div>
        <h2 id="access-heading" className={blockHeading}>
          {copy.heading}
        </h2>
        {sentences.length ? (
          <>
            <ul className="mt-4 list-disc space-y-2 pl-5 text-ink marker:text-brand">
              {sentences.map((sentence) => (
                <li key={sentence}>{sentence}</li>
              ))}
            </ul>
            <p className="mt-4 text-ink-muted">{copy.moreText}</p>
          </>
        ) : (
          <p className="mt-3 max-w-prose text-ink-muted">{copy.askText}</p>
        )}
        <p className="mt-6">
          <a href={mailtoWithSubject(site.email, copy.emailSubject)} className={buttonClass('secondary')}>
            {copy.emailLabel}
          </a>
        </p>
      </div>
      <Picture image={copy.image} sizes="(min-width: 768px) 45vw, 90vw" className="w-full max-w-md rounded-card md:max-w-none lg:hidden print:hidden" />
    </article>
  );
}
