/** The Terms of Use page: how the website, enquiries, bookings and sessions work. */
import { availability, formatHours } from '../availability';
import { formatDuration, formatGroupSize, formatPrice, groupExperiences, sessionOffers } from '../sessions';
import { addressLine, studio } from '../site';
import type { LegalDocument } from './legal-document';

const teacher = studio.teacher.name;
const firstName = studio.teacher.firstName;
const noticePeriod = `${studio.cancellationNoticeHours} hours`;
const replyTime = `${studio.replyWithinHours} hours`;
const arriveEarly = `${studio.arriveEarlyMinutes.min}–${studio.arriveEarlyMinutes.max} minutes`;

const sessionPrices = sessionOffers.map(
  (offer) =>
    `${offer.title} (${formatDuration(offer.duration)}, ${formatGroupSize(offer.groupSize)}): ${formatPrice(offer.price)} for the whole session`,
);
const groupPrices = groupExperiences.map(
  (experience) => `${experience.title} (${formatGroupSize(experience.groupSize)}): ${formatPrice(experience.pricing).toLowerCase()}`,
);
const openingHours = availability.map((row) => `${row.label}: ${formatHours(row)}`);

export const terms = {
  title: 'Terms of Use',
  description: `The terms for using the ${studio.name} website and booking private yoga in ${studio.address.town}, ${studio.address.county}: prices, cancellations, health, safety and liability.`,
  intro: `These terms explain how this website works and what you and we can expect from each other when you book a session with ${studio.name}. Please read them before you book. If anything is unclear, just ask us at ${studio.email}.`,
  sections: [
    {
      id: 'about-these-terms',
      heading: 'About these terms',
      blocks: [
        {
          type: 'paragraph',
          text: `${studio.name} is run by ${teacher}, a sole trader trading as ${studio.name}, at ${addressLine}. In these terms, “we”, “us” and “our” mean ${teacher} trading as ${studio.name}, and “you” means anyone using this website or booking or attending a session.`,
        },
        {
          type: 'paragraph',
          text: `By using this website or booking a session, you agree to these terms. Our Privacy Policy explains how we look after your personal information. You can contact us at any time by e-mail at ${studio.email}.`,
        },
      ],
    },
    {
      id: 'using-this-website',
      heading: 'Using this website',
      blocks: [
        {
          type: 'paragraph',
          text: `This website is here to give you information about the studio, our sessions and how to get in touch. No bookings are made and no payments are taken through it. Sending an enquiry does not create a booking or commit you to anything.`,
        },
        {
          type: 'paragraph',
          text: `We do our best to keep the information here accurate and up to date, but it is general information, not personal advice. Where this website links to other sites, such as our form provider or Google Maps, we are not responsible for their content or how they work.`,
        },
      ],
    },
    {
      id: 'enquiries-and-booking',
      heading: 'Enquiries and booking',
      blocks: [
        {
          type: 'paragraph',
          text: `All sessions are booked by arrangement. Send us an enquiry through the form on our Contact page or by e-mail at ${studio.email}, and we will reply within ${replyTime}. We will then agree a time that suits you.`,
        },
        {
          type: 'paragraph',
          text: `Your booking is confirmed once we have agreed a time and we have confirmed it to you by e-mail. Until then, no time is held for you. Private sessions at the studio usually take place within our opening hours:`,
        },
        {
          type: 'list',
          items: openingHours,
        },
        {
          type: 'paragraph',
          text: `Group sessions at your venue or workplace are arranged individually, and we will confirm the date, time, place and price in writing before you book.`,
        },
      ],
    },
    {
      id: 'prices-and-payment',
      heading: 'Prices and payment',
      blocks: [
        {
          type: 'paragraph',
          text: `Our prices are listed on the Sessions page. They are in pounds sterling (£) and are the total for the whole session, not per person:`,
        },
        {
          type: 'list',
          items: [...sessionPrices, ...groupPrices],
        },
        {
          type: 'paragraph',
          text: `Where a price is shown as a range, the Sessions page explains which price applies. For example, a first tailored session costs more than follow-up sessions because it includes a longer conversation and a written plan to take home. Group sessions are priced on quote, and we will confirm the quote by e-mail before you book.`,
        },
        {
          type: 'paragraph',
          text: `The price confirmed when you book is the price you pay. Payment is made at or before the session, by bank transfer, card or cash, as agreed when you book.`,
        },
      ],
    },
    {
      id: 'cancellations',
      heading: 'Cancellations and rescheduling',
      blocks: [
        {
          type: 'paragraph',
          text: `Life happens. If you need to cancel or move a session, please tell us by e-mail at ${studio.email} at least ${noticePeriod} before it is due to start, and we will cancel it or find you a new time at no cost.`,
        },
        {
          type: 'paragraph',
          text: `If you cancel with less than ${noticePeriod}’ notice, or do not come to a booked session, we may charge the full price of the session, because that time cannot usually be offered to anyone else.`,
        },
        {
          type: 'paragraph',
          text: `If we ever have to cancel a session, for example because ${firstName} is unwell, we will give you as much notice as we can and offer you either a new time or a full refund of anything you have paid, whichever you prefer.`,
        },
        {
          type: 'paragraph',
          text: `Each session is booked for a specific date and time, so the 14-day cancellation period for contracts made at a distance does not apply to it (regulation 28(1)(b) of the Consumer Contracts Regulations 2013). The ${noticePeriod}’ notice above applies instead.`,
        },
      ],
    },
    {
      id: 'arriving',
      heading: 'Arriving for your session',
      blocks: [
        {
          type: 'paragraph',
          text: `Please arrive ${arriveEarly} before your session starts, so you can settle in and we can begin on time.`,
        },
        {
          type: 'paragraph',
          text: `If you arrive late, we may need to shorten the session so that it still ends at the agreed time, and the full price still applies. If you are running late, please let us know as soon as you can.`,
        },
      ],
    },
    {
      id: 'health',
      heading: 'Your health',
      blocks: [
        {
          type: 'paragraph',
          text: `Yoga is for every body, but it is physical activity, and your safety comes first. Before your first session, and whenever anything changes, please tell ${firstName} about:`,
        },
        {
          type: 'list',
          items: [
            'any injury, pain or recent surgery',
            'pregnancy, or having recently given birth',
            'any medical condition, such as high or low blood pressure, heart or breathing problems, or joint conditions',
            'anything else that could affect how you practise',
          ],
        },
        {
          type: 'paragraph',
          text: `If you are unsure whether yoga is right for you, please check with your GP or another health professional before you book. During the session, work within your own limits: you are always free to rest, skip a pose or ask for another option, and please tell ${firstName} straight away if anything hurts or feels wrong.`,
        },
        {
          type: 'paragraph',
          text: `Our sessions are not a substitute for medical advice, diagnosis or treatment. ${firstName} is a yoga teacher, not a doctor or physiotherapist.`,
        },
      ],
    },
    {
      id: 'equipment-and-the-studio',
      heading: 'Equipment and the studio',
      blocks: [
        {
          type: 'paragraph',
          text: `Mats, blocks and straps are provided, so you do not need to bring your own. You are welcome to bring your own mat if you prefer.`,
        },
        {
          type: 'paragraph',
          text: `The studio is a small, private space, and there are no facilities on site such as a waiting area, changing rooms or toilets. Please come ready to practise, in comfortable clothes you can move in, and bring a bottle of water if you would like one.`,
        },
        {
          type: 'paragraph',
          text: `Please look after the studio and its equipment. Personal belongings are brought at your own risk.`,
        },
      ],
    },
    {
      id: 'liability',
      heading: 'Our liability',
      blocks: [
        {
          type: 'paragraph',
          text: `We teach every session with reasonable care and skill. If we fail to do so, or break these terms, we are responsible for loss or damage you suffer that is a foreseeable result of that failure.`,
        },
        {
          type: 'paragraph',
          text: `Nothing in these terms limits or excludes our liability for death or personal injury caused by our negligence, for fraud or fraudulent misrepresentation, or for anything else that cannot be limited or excluded under English law.`,
        },
        {
          type: 'paragraph',
          text: `Otherwise, we are not liable for any indirect loss or for loss that was not foreseeable. If you book on behalf of a business, for example a corporate wellness session, we are not liable for any loss of profit, loss of business, business interruption or loss of business opportunity.`,
        },
        {
          type: 'paragraph',
          text: `Your statutory rights under the Consumer Rights Act 2015 are not affected by these terms.`,
        },
      ],
    },
    {
      id: 'conduct',
      heading: 'Respect and safety',
      blocks: [
        {
          type: 'paragraph',
          text: `We want every session to feel calm, welcoming and safe. Please treat ${firstName}, anyone practising with you and the studio with respect.`,
        },
        {
          type: 'paragraph',
          text: `Please do not come to a session under the influence of alcohol or drugs. Hen parties are very welcome, and so is a celebratory spirit, but everyone taking part must be able to practise safely.`,
        },
        {
          type: 'paragraph',
          text: `${firstName} may refuse to start, or end early, any session where someone’s behaviour puts their own safety or anyone else’s at risk. If that happens, the full price of the session may still be charged.`,
        },
      ],
    },
    {
      id: 'intellectual-property-and-changes',
      heading: 'Our content and changes',
      blocks: [
        {
          type: 'paragraph',
          text: `The content of this website, including its text, illustrations and design, belongs to ${studio.name} unless stated otherwise. You are welcome to view, print or share it for your own personal use, but please do not copy it or use it for commercial purposes without our written permission. The same applies to any written practice plans we give you: they are for your own use.`,
        },
        {
          type: 'paragraph',
          text: `We may update these terms from time to time. The date at the top of this page shows the version you are reading. The terms that apply to a booking are the ones in force when that booking was confirmed.`,
        },
      ],
    },
    {
      id: 'governing-law',
      heading: 'Governing law',
      blocks: [
        {
          type: 'paragraph',
          text: `These terms are governed by the law of England and Wales, and any dispute will be dealt with by the courts of England and Wales.`,
        },
        {
          type: 'paragraph',
          text: `If you are a consumer, that jurisdiction is non-exclusive: if you live in Scotland, you can also bring proceedings in the Scottish courts, and if you live in Northern Ireland, in the courts of Northern Ireland.`,
        },
        {
          type: 'paragraph',
          text: `If something has gone wrong, please tell us first at ${studio.email}. We will always try to put things right quickly and fairly.`,
        },
      ],
    },
  ],
} satisfies LegalDocument;
