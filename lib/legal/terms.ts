// The terms of service shown at /termsandconditions: fixed text in 23 numbered sections. Written for how this store actually works (phone login, UPI payment with a
// screenshot, delivery areas and dates, subscriptions, the wallet of store credit), so change it when that changes.
// The spec fixes the number of sections (23), not their words: the wallet is described inside
// "Payment" (top-ups, paying with credit) and "Refunds" (credit by default, UPI within 30 days, payout on request).
import 'server-only';
import { cutoffTimeWords } from '@/lib/domain/delivery-dates';
import { LEGAL_ENTITY, type LegalFacts, type LegalSection } from './legal-document';

/** The date shown as "Last updated"; change it with every edit of the text below. */
export const TERMS_LAST_UPDATED = '2026-11-26';

/**
 * The liability cap in rupees. The spec quotes two clauses from the old text: "the lesser of
 * Rs. 1000 or the amount paid in the last six months" and elsewhere "50 %". Two different caps
 * in one document contradict each other (and an ambiguous limitation clause is read against the
 * business that wrote it), so we keep only the first, which is a definite amount.
 */
export const LIABILITY_CAP_RUPEES = 1000;
export const REFUND_DAYS = 30;

export function termsSections({ contactEmail }: LegalFacts): LegalSection[] {
  const { name, address, city } = LEGAL_ENTITY;
  return [
    {
      title: 'Acceptance of these terms',
      paragraphs: [
        `These terms of service ("terms") apply to your use of the ${name} website and to every order you place through it. By using the website or placing an order you agree to these terms and to our Privacy Policy. If you do not agree, please do not use the website.`,
      ],
    },
    {
      title: 'About us',
      paragraphs: [
        `The website is run by ${name} ("we", "us"), a kitchen at ${address}. We cook meals for community dogs and pet dogs and deliver them in ${city}, and we make treats that we deliver across India.`,
      ],
    },
    {
      title: 'Eligibility and children',
      paragraphs: [
        'You must be at least 18 years old and able to enter into a binding contract under Indian law to place orders.',
        'A person under 18 may use the website and place orders only with the consent and under the supervision of a parent or legal guardian. The parent or guardian accepts these terms on the minor\'s behalf and is responsible for the orders placed and their payment.',
      ],
    },
    {
      title: 'Your account and login',
      paragraphs: [
        'You log in with your mobile number and a one-time code that we send to it by SMS. Keep your phone and the codes private: anyone who can read your messages can log in as you, and you are responsible for orders placed from your account.',
        'Give us accurate details, in particular your name, delivery addresses and mobile number, and keep them up to date. We may suspend an account that gives false details or is used in breach of these terms.',
      ],
    },
    {
      title: 'Our products',
      paragraphs: [
        'We sell community dog meals, pet dog meals, treats and add-ons, cooked in our kitchen from fresh ingredients. Each item shows its main ingredients, whether it is vegetarian, and its size. Photographs are for illustration; the food you receive may look slightly different.',
        'Our food is not a medicine and our descriptions are not veterinary advice. If your dog has allergies, a medical condition or a special diet, check the ingredients and ask your veterinarian before ordering.',
      ],
    },
    {
      title: 'Orders',
      paragraphs: [
        'An order is an offer to buy. It is accepted when we confirm it, which we do after your payment is verified. We may refuse or cancel an order, for example when an item is unavailable, an address is outside our delivery area, a price was shown in error or payment cannot be verified; if you have paid, we refund you in full.',
        'Check your order before placing it. Special instructions are followed where we reasonably can, but we cannot guarantee them.',
      ],
    },
    {
      title: 'Subscriptions',
      paragraphs: [
        'A subscription is a single order for deliveries every day or on the weekdays you choose, from the first available date for the period shown when you order. It is paid for in advance and does not renew automatically: to continue, place a new order.',
        'To pause or stop a subscription, contact us before the order cutoff for the next delivery. Deliveries not yet made are refunded as described in the section on refunds.',
      ],
    },
    {
      title: 'Prices, taxes and delivery charges',
      paragraphs: [
        'Prices are in Indian rupees. Your order shows the subtotal, the CGST and SGST on it, and a delivery charge for each delivery date before you place it, and the total you pay is the total shown.',
        'Prices may change at any time, but a change does not affect an order we have already accepted. If prices change while items wait in your cart, we show you the new total before you order.',
      ],
    },
    {
      title: 'Payment',
      paragraphs: [
        'You pay by UPI or bank transfer to the account shown on the payment page, and upload a screenshot of the completed payment. Your order is confirmed once we have matched the payment in our account; a screenshot alone is not proof of payment.',
        'We never ask for your UPI PIN, card number or passwords. Do not share them with anyone claiming to be from us.',
        'Your account has a wallet of store credit. You may add money to it by UPI (a top-up), paid and verified like an order; once we have matched the payment, the amount is added to your wallet. Credit in your wallet is used at checkout unless you choose otherwise, and an order it covers in full needs no further payment.',
      ],
    },
    {
      title: 'Delivery',
      paragraphs: [
        `Meals and add-ons are delivered only to the ${city} PIN codes we serve; the website tells you if your address is outside them. Treats are delivered anywhere in India, usually within 7 to 10 days.`,
        `The earliest delivery date depends on the item: community dog meals and subscriptions can start the next day, pet dog meals and add-ons usually dispatch in 2 days, and treats take longer. Orders for the next day must be placed before ${cutoffTimeWords()}.`,
        'Delivery dates and times are estimates. We will tell you if a delivery is delayed. Someone should be available at the address to receive perishable food; if a delivery fails because nobody is available or the address is wrong, we are not obliged to deliver again or refund it.',
      ],
    },
    {
      title: 'Cancellations',
      paragraphs: [
        `You may cancel an order, or a single delivery of it, by contacting us before ${cutoffTimeWords()} on the day before the delivery date. After that the food has been planned and cooked for you and the delivery cannot be cancelled.`,
        'We may cancel a delivery we cannot make, for example because of severe weather, a kitchen closure or events beyond our control. In that case you may choose another date or a refund.',
      ],
    },
    {
      title: 'No returns',
      paragraphs: [
        'Because our products are perishable food cooked to order, we have a no return policy: delivered items cannot be returned or exchanged.',
        'If an item arrives damaged, spoilt, wrong or missing, tell us within 24 hours of delivery with a photograph, and we will replace it or refund it.',
      ],
    },
    {
      title: 'Refunds',
      paragraphs: [
        `Where a refund is due (a cancelled order or delivery, an item that arrived damaged, spoilt, wrong or missing, or a payment for an order we could not accept), we refund the amount paid for the affected items and deliveries within ${REFUND_DAYS} days of approving the refund.`,
        `When you skip or cancel a delivery you have already paid for, or pause a paid subscription, its amount goes to your wallet as store credit at once, unless you choose a refund to your UPI id instead; a refund to your UPI id is paid within ${REFUND_DAYS} days. To choose it, give us your UPI id on your wallet page.`,
        'Store credit is not cash: it cannot be withdrawn or transferred, except that on your request we pay the balance of your wallet (or part of it) to your UPI id. Other refunds are made to the account the payment came from, or by another method agreed with you. Delivery charges for deliveries already made are not refunded.',
      ],
    },
    {
      title: 'Storing and feeding',
      paragraphs: [
        'Refrigerate cooked meals on arrival and use them within the time printed on the pack. Introduce new food gradually, keep fresh water available and watch your dog for any reaction. Stop feeding and consult a veterinarian if your dog becomes unwell.',
        'When feeding community dogs, please feed responsibly, in a clean place and in line with local rules and the guidelines of the Animal Welfare Board of India.',
      ],
    },
    {
      title: 'Photos and content you upload',
      paragraphs: [
        'You may upload payment screenshots, a profile photo and photos of a delivery location. You confirm that you have the right to upload them and that they contain nothing unlawful or offensive.',
        'You keep the rights in your uploads and allow us to store and use them only to run your account, confirm your payments and deliver your orders.',
      ],
    },
    {
      title: 'Acceptable use',
      paragraphs: [
        'Do not misuse the website: do not place orders you do not intend to pay for, impersonate anyone, upload harmful files, try to get into accounts or systems that are not yours, overload or disrupt the website, or copy its content by automated means.',
        'We may suspend or close an account that breaks these rules and cancel its open orders.',
      ],
    },
    {
      title: 'Intellectual property',
      paragraphs: [
        `The website, our name and logo, recipes, text and photographs belong to ${name} or its licensors. You may use the website to order for yourself, but may not copy, sell or publish its content without our written permission.`,
      ],
    },
    {
      title: 'Third-party services',
      paragraphs: [
        'The website uses services run by others, such as UPI and banking apps for payment, an SMS provider for login codes, a support chat service and couriers for treats. Their own terms and privacy policies apply to your use of them, and we are not responsible for their content or availability.',
      ],
    },
    {
      title: 'Disclaimer',
      paragraphs: [
        'We take care to keep the website accurate and available, but it is provided "as is" and "as available". We do not promise that it will be free of errors or interruptions, and we may change or withdraw any part of it.',
      ],
    },
    {
      title: 'Limitation of liability',
      paragraphs: [
        `To the extent the law allows, our total liability to you for any claim arising from the website, an order or these terms is limited to the lesser of Rs. ${LIABILITY_CAP_RUPEES} or the total amount you paid us in the six months before the claim arose.`,
        'We are not liable for indirect or consequential losses, for losses caused by events beyond our reasonable control, or for harm that results from not following the storing and feeding guidance above. Nothing in these terms limits liability that cannot be limited under Indian law, including your rights under the Consumer Protection Act, 2019.',
      ],
    },
    {
      title: 'Indemnity',
      paragraphs: [
        'You agree to compensate us for losses and reasonable costs we incur because you broke these terms or the law while using the website, including claims by others arising from content you uploaded.',
      ],
    },
    {
      title: 'Governing law and jurisdiction',
      paragraphs: [
        `These terms are governed by the laws of India. Any dispute arising from them or from your use of the website is subject to the exclusive jurisdiction of the courts in ${city}, Karnataka.`,
        'Before going to court, please write to us so that we can try to resolve the matter with you.',
      ],
    },
    {
      title: 'Changes to these terms and contact',
      paragraphs: [
        'We may change these terms from time to time. The date at the top of this page shows when they were last updated; the terms in force when you place an order apply to that order.',
        `Questions, complaints and notices about these terms can be sent to ${contactEmail} or by post to ${name}, ${address}. We acknowledge complaints within 48 hours and resolve them within 30 days.`,
      ],
    },
  ];
}
