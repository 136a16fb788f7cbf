/** The Privacy Policy page: UK GDPR and the Data Protection Act 2018, written for this site. */
import { addressLine, studio } from '../site';
import type { LegalDocument } from './legal-document';

const teacher = studio.teacher.name;
const firstName = studio.teacher.firstName;

export const privacyPolicy = {
  title: 'Privacy Policy',
  description: `How ${studio.name}, a private yoga studio in ${studio.address.town}, collects, uses and protects your personal information, and your rights under UK data protection law.`,
  intro: `This policy explains what personal information ${studio.name} collects when you visit this website or get in touch, why we need it, how long we keep it and what your rights are. We keep it short and plain: we only collect what we need to answer you and to teach you safely.`,
  sections: [
    {
      id: 'who-we-are',
      heading: 'Who we are',
      blocks: [
        {
          type: 'paragraph',
          text: `${studio.name} is run by ${teacher}, a sole trader trading as ${studio.name}. ${firstName} is the controller of your personal information. That means deciding how it is used and being responsible for looking after it under the UK General Data Protection Regulation (UK GDPR) and the Data Protection Act 2018. In this policy, “we”, “us” and “our” mean ${teacher} trading as ${studio.name}.`,
        },
        {
          type: 'paragraph',
          text: `If you have any question about this policy or your information, you can reach us:`,
        },
        {
          type: 'list',
          items: [`By e-mail: ${studio.email}`, `By post: ${studio.name}, ${addressLine}`],
        },
      ],
    },
    {
      id: 'what-we-collect',
      heading: 'What we collect',
      blocks: [
        {
          type: 'paragraph',
          text: `We only collect information that you choose to give us, plus a few technical details that any website or online form needs to work. When you use the enquiry form on our Contact page, we receive:`,
        },
        {
          type: 'list',
          items: [
            'your name',
            'your e-mail address',
            'your phone number, if you choose to give it',
            'your message, for example the session you are interested in and the times that suit you',
            'any information about your health, injuries, pregnancy or medical conditions that you choose to share with us',
          ],
        },
        {
          type: 'paragraph',
          text: `When you submit the form, our form provider also records technical details such as your IP address and the date and time of the submission. The company that hosts this website may also keep short technical logs of visits (such as IP addresses and the pages requested) to keep the site secure and working.`,
        },
        {
          type: 'paragraph',
          text: `If you e-mail us at ${studio.email}, we receive your e-mail address, your name as it appears in your e-mail and whatever you write to us. If you go on to book, we also keep a simple record of your sessions and payments and, for tailored sessions, notes on your goals, your practice and any health information you share so that ${firstName} can plan sessions that are safe for you.`,
        },
      ],
    },
    {
      id: 'why-we-use-it',
      heading: 'Why we use it',
      blocks: [
        {
          type: 'paragraph',
          text: `UK data protection law says we must have a lawful basis for each way we use your information. Ours are:`,
        },
        {
          type: 'list',
          items: [
            'To answer your enquiry and arrange a session: because you have asked us to take steps before entering into a contract with you (Article 6(1)(b) UK GDPR), and our legitimate interest in replying to people who get in touch (Article 6(1)(f)).',
            'To teach the sessions you book and keep a record of them: to perform our contract with you (Article 6(1)(b)).',
            'To keep accounts and tax records: to meet our legal obligations (Article 6(1)(c)).',
            'To keep the website and the form secure: our legitimate interest in protecting them from misuse (Article 6(1)(f)).',
          ],
        },
        {
          type: 'paragraph',
          text: `Information about your health is “special category data” and needs extra protection. We only use it if you give it to us, and only with your explicit consent (Article 9(2)(a) UK GDPR), to make sure each session is safe and suitable for you. You never have to share health information, and you can withdraw your consent at any time by e-mailing ${studio.email}. If you do, we will delete it; we may then be less able to adapt sessions to you, and we will talk that through with you.`,
        },
        {
          type: 'paragraph',
          text: `We do not use your information for marketing, we do not send newsletters, and we do not make any decisions about you by automated means.`,
        },
      ],
    },
    {
      id: 'our-form-provider',
      heading: 'Our form provider',
      blocks: [
        {
          type: 'paragraph',
          text: `The enquiry form on this website is provided by Jotform, which acts as our processor: it stores your form submissions on its servers on our behalf and may only use them as we instruct. When the form appears on our Contact page, it is loaded from Jotform’s servers.`,
        },
        {
          type: 'paragraph',
          text: `Jotform is a company based in the United States, so your submission may be stored or accessed outside the UK. Where that happens, the transfer relies on appropriate safeguards such as the UK Extension to the EU-US Data Privacy Framework, where the provider is certified under it, or the Information Commissioner’s International Data Transfer Agreement or UK Addendum to the EU Standard Contractual Clauses, as appropriate. You can read how Jotform handles personal information in its own privacy policy.`,
        },
      ],
      links: [{ label: 'Jotform Privacy Policy', href: 'https://www.jotform.com/privacy/' }],
    },
    {
      id: 'google-maps',
      heading: 'Google Maps',
      blocks: [
        {
          type: 'paragraph',
          text: `This website can show an embedded Google map of the studio. The map does not load until you choose to show it, so nothing is sent to Google just by visiting a page.`,
        },
        {
          type: 'paragraph',
          text: `If you choose to show the map, your browser connects to Google, which receives your IP address and details about your browser, and Google may set cookies or use similar technologies. Google uses that information as a controller in its own right, under its own privacy policy, and may transfer it outside the UK. The same applies if you follow a link from this site to Google Maps or to our Google reviews.`,
        },
      ],
      links: [{ label: 'Google Privacy Policy', href: 'https://policies.google.com/privacy' }],
    },
    {
      id: 'cookies',
      heading: 'Cookies',
      blocks: [
        {
          type: 'paragraph',
          text: `Cookies are small files a website can store on your device. This website itself sets no cookies, and it uses no analytics, advertising or tracking tools. That is why you do not see a cookie banner.`,
        },
        {
          type: 'paragraph',
          text: `Third-party cookies or similar technologies may only be used in two cases:`,
        },
        {
          type: 'list',
          items: [
            'The enquiry form: Jotform may use cookies that are strictly necessary for the form to work and to submit your message.',
            'The map: if you choose to show the Google map, Google may set its own cookies, as explained above.',
          ],
        },
        {
          type: 'paragraph',
          text: `You can block or delete cookies in your browser settings at any time. Blocking strictly necessary cookies may stop the form from working; if that happens, you can simply e-mail us at ${studio.email}.`,
        },
      ],
    },
    {
      id: 'keeping-and-sharing',
      heading: 'Keeping and sharing',
      blocks: [
        {
          type: 'paragraph',
          text: `We keep your information only for as long as we need it:`,
        },
        {
          type: 'list',
          items: [
            'Enquiries (form submissions and e-mails) that do not lead to a booking are deleted within 12 months.',
            'If you book, we keep your client record for as long as you keep coming to sessions, plus 2 years after your last session.',
            'Health information is deleted as soon as it is no longer needed to teach you safely, or sooner if you withdraw your consent, and never kept longer than your client record.',
            'Records of payments are kept for as long as tax law requires, which for a sole trader is currently at least 5 years after the 31 January self-assessment deadline for the tax year concerned.',
          ],
        },
        {
          type: 'paragraph',
          text: `We do not sell, rent or trade your information, and we do not share it with anyone else, apart from the service providers that help us run the studio (such as our form and e-mail providers), who act only on our instructions. We would only disclose your information to anyone else if the law required us to, or to protect someone’s vital interests in an emergency.`,
        },
      ],
    },
    {
      id: 'security',
      heading: 'Keeping it safe',
      blocks: [
        {
          type: 'paragraph',
          text: `This website and the enquiry form use encrypted connections (HTTPS), so what you type travels securely. Only ${firstName} has access to enquiries and client records. The accounts that hold them are protected by strong passwords and, where available, two-step verification, and any paper notes are kept out of sight and locked away.`,
        },
        {
          type: 'paragraph',
          text: `No method of sending information over the internet is completely secure, so please only share the health details that matter for your sessions. If a data breach ever put your information at risk, we would report it to the Information Commissioner’s Office within 72 hours where the law requires, and tell you without delay if it was likely to put your rights at high risk.`,
        },
      ],
    },
    {
      id: 'your-rights',
      heading: 'Your rights',
      blocks: [
        {
          type: 'paragraph',
          text: `Under UK data protection law you have the right to:`,
        },
        {
          type: 'list',
          items: [
            'access: ask for a copy of the personal information we hold about you',
            'rectification: ask us to correct information that is wrong or incomplete',
            'erasure: ask us to delete your information',
            'restriction: ask us to limit how we use your information',
            'objection: object to us using your information on the basis of our legitimate interests',
            'portability: ask for information you gave us in a format you can take elsewhere',
            'withdraw consent: take back your consent to us using your health information at any time',
          ],
        },
        {
          type: 'paragraph',
          text: `Some of these rights depend on the lawful basis we rely on, and some have exceptions, for example we must keep payment records for as long as tax law requires. To use any of your rights, e-mail ${studio.email} or write to ${addressLine}. It is free of charge, and we will reply within one month. If a request is complex, we may extend that by up to two further months, and we will tell you within the first month if we do.`,
        },
      ],
    },
    {
      id: 'complaints-and-changes',
      heading: 'Complaints and changes',
      blocks: [
        {
          type: 'paragraph',
          text: `If you are unhappy with how we have handled your information, please tell us first at ${studio.email} and we will do our best to put it right. You also have the right to complain to the Information Commissioner’s Office (ICO), the UK’s data protection regulator:`,
        },
        {
          type: 'list',
          items: [
            'Information Commissioner’s Office, Wycliffe House, Water Lane, Wilmslow, Cheshire SK9 5AF',
            'Helpline: 0303 123 1113',
            'Online: ico.org.uk/make-a-complaint',
          ],
        },
        {
          type: 'paragraph',
          text: `We may update this policy from time to time, for example if we change our form provider. The “last updated” date at the top of this page shows the date of the version you are reading. If a change affects how we use information you have already given us, we will tell you by e-mail.`,
        },
      ],
      links: [{ label: 'Make a complaint to the ICO', href: 'https://ico.org.uk/make-a-complaint/' }],
    },
  ],
} satisfies LegalDocument;
