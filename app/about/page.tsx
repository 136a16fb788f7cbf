import { pageMetadata } from '@/lib/seo/page-metadata';
import { CallToAction } from '@/components/sections/call-to-action';
import { Credentials } from '@/components/sections/credentials';
import { FaqList } from '@/components/sections/faq-list';
import { PageIntro } from '@/components/sections/page-intro';
import { PhilosophyList } from '@/components/sections/philosophy-list';
import { StudioShowcase } from '@/components/sections/studio-showcase';
import { TeacherPortrait, TeacherStory } from '@/components/sections/teacher-story';
import { getContent } from '@/lib/content/load';

export const generateMetadata = () => pageMetadata(getContent(), '/about/');

export default function AboutPage() {
  const { about, faq, site } = getContent();
  return (
    <>
      <PageIntro
        eyebrow={about.intro.eyebrow}
        title={about.intro.heading}
        // Her photo (until she gives one, the drawing of a woman seen from behind) in the arch the home hero uses,
        // beside the lead from 768 px and beside headline and lead from 1024 px; under them on a phone.
        picture={<TeacherPortrait story={about.story} className="w-full rounded-t-full rounded-b-card" />}
      >
        <p>{about.intro.text}</p>
      </PageIntro>
      <TeacherStory story={about.story} facts={{ heading: about.story.factsHeading, items: about.story.facts }}>
        <Credentials labels={about.credentials} teacher={site.teacher} className="mt-8" />
      </TeacherStory>
      <PhilosophyList philosophy={about.philosophy} />
      <StudioShowcase studio={about.studio} />
      <FaqList faq={faq} email={site.email} />
      <CallToAction heading={about.closing.heading} text={about.closing.text} primary={about.closing.primary} />
    </>
  );
}
