import { z } from 'zod';
import { confirmed, field, group, ownerFact, text, year } from './fields';

/** The teacher: her name, training and the cover visitors look for (content/site.yaml, teacher). */
export const teacherSchema = group('Teacher', {
  name: field(text(), { label: 'Full name' }),
  nameConfirmed: confirmed(
    'the teacher’s full name is a stand-in: the legal pages name her as the person who runs the studio and looks after visitors’ details, and search engines read it: put in the name you trade under (the Provision of Services Regulations 2009, regulation 8, and UK GDPR, Article 13)',
    'law',
  ),
  firstName: field(text(), { label: 'First name' }),
  role: field(text(), { label: 'Role', hint: 'For search engines, e.g. Yoga teacher.' }),
  qualifiedYear: field(year(), { label: 'Year qualified' }),
  training: field(
    z.strictObject({
      text: field(text(), { label: 'Training', hint: 'The name of your training, e.g. 200-hour teacher training. Shown under Training and cover on Home and About once you confirm it.' }),
      confirmed: confirmed('the teacher training is a stand-in: confirm it is exactly right before it is shown under Training and cover (consumer law forbids misleading claims)', 'law'),
    }),
    { label: 'Teacher training' },
  ),
  credentials: field(
    z.strictObject({
      qualificationBody: ownerFact(
        'Registered with',
        'The body the teacher is registered with or trained under, in a few words, e.g. Yoga Alliance Professionals (Senior Teacher). Leave empty until it is exactly right.',
        'visitors to a private studio look for the teacher’s registration: add the body she is registered with',
        'later',
      ),
      insurance: ownerFact(
        'Insurance',
        'One short sentence as it is true of your policy, e.g. Insured for teaching yoga, public liability and professional indemnity. No insurer’s name is needed.',
        'say how the teaching is insured (public liability, professional indemnity), exactly as your policy covers it',
        'later',
      ),
      firstAid: ownerFact(
        'First aid',
        'e.g. First aid at work certificate, renewed 2025.',
        'add the teacher’s first aid training',
        'later',
      ),
    }),
    { label: 'Training and cover (shown on Home and About once filled in)' },
  ),
});
