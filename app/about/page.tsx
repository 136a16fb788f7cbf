import { pageMetadata } from '@/lib/seo/page-metadata';
import { CallToAction } from '@/components/sections/call-to-action';
import { Credentials } from '@/components/sections/credentials';
import { FaqList } from '@/components/sections/faq-list';
import { PageIntro } from '@/components/sections/page-intro';
import { PhilosophyList } from '@/components/sections/philosophy-list';
import { PageContents } from '@/components/ui/page-contents';
import { StudioShowcase } from '@/components/sections/studio-showcase';
import { TeacherStory } from '@/components/sections/teacher-story';
import { getContent } from '@/lib/content/load';

export const generateMetadata = () => pageMetadata(getContent(), '/about/');

export default function AboutPage() {
  const { about, faq, site } = getContent();
  const sections = [
    ['story-heading', about.story.heading],
    ['philosophy-heading', about.philosophy.heading],
    ['studio-heading', about.studio.heading],
    ['faq-heading', faq.heading],
  ] as const;
  return (
    <>
      <PageIntro
        eyebrow={about.intro.eyebrow}
        title={about.intro.heading}
        // The page's four parts, in the first screen: where the story, the teaching, the room and the answers are.
        aside={<PageContents id="about-contents" label={about.intro.contentsLabel} parts={sections} />}
      >
        <p>{about.intro.text}</p>
      </PageIntro>
      <TeacherStory story={about.story}>
        <Credentials labels={about.credentials} teacher={site.teacher} className="mt-8" />
      </TeacherStory>
      <PhilosophyList philosophy={about.philosophy} />
      <StudioShowcase studio={about.studio} />
      <FaqList faq={faq} email={site.email} />
      <CallToAction heading={about.closing.heading} text={about.closing.text} primary={about.closing.primary} />
    </>
  );
}
