// The privacy policy shown at /privacy-policy: fixed text in 11 numbered sections.
// Written for how this store actually handles data (phone login, addresses, payment screenshots,
// the support chat widget, masked error reports), so change it when that changes.
import 'server-only';
import { LEGAL_ENTITY, type LegalFacts, type LegalSection } from './legal-document';

/** The date shown as "Last updated"; change it with every edit of the text below. */
export const PRIVACY_POLICY_LAST_UPDATED = '2026-11-20';

/**
 * The version a person agrees to at sign-up (recorded with the time on their account): the text's
 * date, so a new text is a new version and the record says which text they read.
 */
export const PRIVACY_POLICY_VERSION = PRIVACY_POLICY_LAST_UPDATED;

export function privacyPolicySections({ contactEmail }: LegalFacts): LegalSection[] {
  const { name, address, city } = LEGAL_ENTITY;
  return [
    {
      title: 'Who we are and what this policy covers',
      paragraphs: [
        `${name} ("we", "us") is a kitchen in ${city}, India, at ${address}. We cook meals for community dogs and pet dogs, which we deliver in ${city}, and make treats that we deliver across India.`,
        'This policy explains what personal information we collect when you use our website and place orders, why we collect it, who we share it with and the choices you have. By using the website you agree to this policy. It forms part of our Terms of Service.',
        'We process personal information in accordance with the Information Technology Act, 2000, the rules made under it and the Digital Personal Data Protection Act, 2023, as they apply to us.',
      ],
    },
    {
      title: 'Information we collect',
      paragraphs: [
        'Information you give us: your mobile number (which is also how you log in), your first and last name, your email address if you add one, a profile photo if you upload one, the delivery addresses you save (house, street, landmark, PIN code and, if you choose, a map location and a photo of the location), special instructions for an order, and the payment screenshots you upload.',
        'Information created when you use the service: your carts, orders, subscriptions, delivery dates and their status, payment status and invoices, and the messages you send to our support team.',
        'Information collected automatically: technical data such as your browser type, device type, pages visited, the time of a request and your IP address, kept in our server logs. When something goes wrong on a page we also collect an error report, described in section 4.',
        'We do not collect your UPI PIN, card numbers or bank passwords. Payments are made in your own UPI or banking app; we only see the screenshot you choose to upload and the amount and reference on it.',
      ],
    },
    {
      title: 'How we use your information',
      paragraphs: [
        'To log you in: we send a one-time code to your mobile number by SMS and check it when you enter it.',
        'To take and deliver your orders: to prepare the food, plan delivery dates, check that an address is within our delivery area, deliver to you and contact you about a delivery.',
        'To confirm payments, issue invoices and keep the accounting and tax records the law requires of us.',
        'To answer your questions and complaints, to keep the website secure and working, to prevent misuse and fraud, and to improve our menu and service. We do not use your information for automated decisions that have legal or similarly significant effects on you.',
      ],
    },
    {
      title: 'Cookies, local storage and error reports',
      paragraphs: [
        'We use a cookie to keep you logged in. It is signed so that it cannot be altered, and it is removed when you log out. Your browser\'s local storage keeps your carts and preferences on your device between visits; logging out clears it.',
        'When a page fails, the website sends an error report to our error-reporting service so that we can fix the problem. A report contains technical details of the error, the page, your browser and, for some sessions, a recording of the clicks and page changes that led to it. In these recordings all text is masked and all images and media are blocked, so the words you type or read on the page are not recorded. Reports are sent through our own website address.',
        'We do not use advertising cookies and do not allow advertisers to track you on our website.',
      ],
    },
    {
      title: 'Sharing of information',
      paragraphs: [
        'We do not sell or rent your personal information to anyone.',
        'We share only what each party needs, with: our delivery staff and delivery partners (your name, mobile number, delivery address and the items to deliver); our SMS provider (your mobile number and the one-time code); our support chat service (your first name and mobile number, so that the support team knows who they are talking to when you open the chat); and the companies that host our website, database, files and error reports, which process the information only on our instructions.',
        'Treat orders delivered outside Bengaluru are handed to a courier, who receives the name, mobile number and address needed to deliver them.',
        'We may disclose information when the law requires it, when a court or government authority lawfully asks for it, or when it is needed to protect the rights, property or safety of our customers, our staff or the public. If our business is sold or merged, your information may pass to the new owner, who will be bound by this policy.',
      ],
    },
    {
      title: 'Data storage and security',
      paragraphs: [
        'Your information is stored on servers of our hosting providers. It is sent over encrypted connections (HTTPS). One-time login codes are stored only in a form that cannot be read back, and payment screenshots can be seen only by you and by our staff who confirm payments.',
        'Access to customer information is limited to staff who need it to run the store. We review our safeguards regularly, but no method of sending or storing information is completely secure, and we cannot guarantee absolute security. If a breach affects your personal information we will tell you and the authorities as the law requires.',
      ],
    },
    {
      title: 'How long we keep your information',
      paragraphs: [
        'We keep your account information for as long as your account is active. Orders, invoices and payment records are kept for as long as Indian tax and accounting laws require, which can be several years after the order.',
        'Error reports are deleted automatically by our error-reporting service after a limited period. Server logs are kept for a short time for security and then deleted.',
        'When information is no longer needed, we delete it or make it anonymous.',
      ],
    },
    {
      title: 'Your rights and choices',
      paragraphs: [
        'You can see and change your name, email address, profile photo and saved addresses at any time on your profile page, and remove saved addresses you no longer use.',
        `You can ask us for a summary of the personal information we hold about you, ask us to correct or complete it, ask us to delete your account and personal information (except records the law requires us to keep), withdraw a consent you gave us, or nominate someone to exercise these rights for you. Write to ${contactEmail} from the email address or mobile number on your account.`,
        'If you withdraw consent or ask us to delete your information, we may no longer be able to take orders from you.',
      ],
    },
    {
      title: "Children's privacy",
      paragraphs: [
        'Our website is meant for adults. A person under 18 years of age may use it and place orders only with the consent and under the supervision of a parent or legal guardian, who is responsible for the orders placed.',
        `We do not knowingly collect personal information from anyone under 18 without verifiable consent from a parent or guardian, and we do not track children or direct advertising at them. If you believe a child has given us information without such consent, write to ${contactEmail} and we will delete it.`,
      ],
    },
    {
      title: 'Changes to this policy',
      paragraphs: [
        'We may change this policy when our service or the law changes. The date at the top of this page shows when it was last updated. If a change materially affects how we use your information, we will tell you on the website before it takes effect.',
      ],
    },
    {
      title: 'Contact us and grievances',
      paragraphs: [
        `For any question, request or complaint about your personal information, write to us at ${contactEmail}. Our grievance officer for this policy can be reached at the same address or by post at ${name}, ${address}.`,
        'We will acknowledge your message within 48 hours and resolve it within 30 days. If you are not satisfied with our answer, you may complain to the Data Protection Board of India.',
      ],
    },
  ];
}
