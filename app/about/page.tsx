import { pageMetadata } from '@/components/page-metadata';
import { CallToAction } from '@/components/sections/call-to-action';
import { FaqList } from '@/components/sections/faq-list';
import { PageIntro } from '@/components/sections/page-intro';
import { PhilosophyList } from '@/components/sections/philosophy-list';
import { StudioShowcase } from '@/components/sections/studio-showcase';
import { TeacherStory } from '@/components/sections/teacher-story';
import { aboutIntro, philosophy, studioImage, teacherIntro, teacherStory } from '@/content/about';
import { faqItems } from '@/content/faq';

export const metadata = pageMetadata('/about/');

export default function AboutPage() {
  return (
    <>
      <PageIntro eyebrow="About us" title={aboutIntro.heading}>
        <p>{aboutIntro.text}</p>
      </PageIntro>
      <TeacherStory heading={teacherIntro.heading} paragraphs={teacherStory} portrait={teacherIntro.portrait} />
      <PhilosophyList points={philosophy} />
      <StudioShowcase image={studioImage} caption={studioImage.caption} text={studioImage.text} />
      <FaqList items={faqItems} />
      <CallToAction {...aboutIntro.callToAction} primary={{ label: 'Get in touch', href: '/contact/' }} />
    </>
  );
}
