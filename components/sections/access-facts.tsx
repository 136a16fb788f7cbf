import { buttonClass } from '@/components/ui/button';
import { blockHeading } from '@/components/ui/card';
import { Picture } from '@/components/ui/picture';
import { accessSentences } from '@/lib/content/facts';
import { mailtoWithSubject } from '@/lib/content/format';
import type { Contact } from '@/lib/content/schema/contact';
import type { Site } from '@/lib/content/schema/site';

/**
 * How to reach the room (stairs, step-free access, parking, toilets), once the owner has written it.
 * It starts with where the room is; until the facts are given it says plainly whom to ask, so the Contact page
 * is complete with or without them; an email link to ask about the way in ends the block either way, and the
 * picture of the way in stands by the words about it.
 */
export function AccessFacts({ copy, site, className }: { copy: Contact['access']; site: Site; className?: string }) {
  const sentences = accessSentences(site);
  return (
    <article aria-labelledby="access-heading" className={className}>
      <h2 id="access-heading" className={blockHeading}>
        {copy.heading}
      </h2>
      {/* The door to look for, drawn by the words about it: on a phone above them; from md, where the block has
          the page's width, beside them, on the right, on two fifths of it, both level with the heading's foot;
          from lg, where the block is five twelfths of the page, above them again at the column's width, so the
          words keep their measure and the door its size. On paper, without it, the words take the whole column. */}
      <div className="mt-4 grid gap-x-6 gap-y-4 md:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] md:items-start lg:grid-cols-1 lg:gap-y-6 print:block!">
        <div className="max-w-sm md:col-start-2 md:row-start-1 md:max-w-none lg:col-start-1 print:hidden">
          <Picture image={copy.image} sizes="(min-width: 1024px) 27rem, (min-width: 768px) 18rem, 24rem" className="w-full rounded-t-full rounded-b-card" />
        </div>
        <div className="md:col-start-1 md:row-start-1 lg:row-start-2">
          <p className="max-w-prose text-ink">{copy.lead}</p>
          {sentences.length ? (
            <>
              <ul className="mt-4 list-disc space-y-2 pl-5 text-ink marker:text-brand">
                {sentences.map((sentence) => (
                  <li key={sentence}>{sentence}</li>
                ))}
              </ul>
              <p className="mt-4 max-w-prose text-ink-muted">{copy.moreText}</p>
            </>
          ) : (
            <p className="mt-3 max-w-prose text-ink-muted">{copy.askText}</p>
          )}
          <p className="mt-5">
            <a href={mailtoWithSubject(site.email, copy.emailSubject)} className={buttonClass('quiet')}>
              {copy.emailLabel}
            </a>
          </p>
        </div>
      </div>
    </article>
  );
}
