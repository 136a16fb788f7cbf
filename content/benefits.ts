/** The six benefit cards on the home page. icon names one of the drawings in components/icons.tsx. */
export type BenefitIcon = 'leaf' | 'person' | 'steps' | 'lotus' | 'heart' | 'wave';

export type Benefit = { icon: BenefitIcon; title: string; description: string };

export const benefits = [
  {
    icon: 'leaf',
    title: 'Stress Relief',
    description: 'Slow breathing and unhurried movement settle a busy mind. Most people leave lighter than they arrived.',
  },
  {
    icon: 'person',
    title: 'Personalized',
    description: 'No crowded class to keep up with: every session is shaped around you, your body and how you feel that day.',
  },
  {
    icon: 'steps',
    title: 'All Levels',
    description: 'Complete beginner or years of practice, stiff or supple: you get options that meet you where you are.',
  },
  {
    icon: 'lotus',
    title: 'Holistic Wellness',
    description: 'Breath, movement and rest together, for better sleep, steadier energy and a kinder relationship with your body.',
  },
  {
    icon: 'heart',
    title: 'Exercise',
    description: 'Build real strength and stamina through flowing sequences that warm you up without wearing you out.',
  },
  {
    icon: 'wave',
    title: 'Flexibility',
    description: 'Ease tight hips, hamstrings and shoulders step by step, with props that let you stretch safely.',
  },
] satisfies Benefit[];
