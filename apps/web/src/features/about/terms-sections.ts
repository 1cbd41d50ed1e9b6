import { STORE_NAME } from '@campus/contract';

export interface TermsSection {
  id: string;
  title: string;
  paragraphs: readonly string[];
}

/** §2 Terms of Service: the ten sections, in the spec's order. §1/§6: use is limited to the university's students. */
export const TERMS_SECTIONS: readonly TermsSection[] = [
  {
    id: 'introduction',
    title: 'Introduction',
    paragraphs: [
      `Welcome to ${STORE_NAME}, the online marketplace of our university campus. These Terms of Service govern your use of the ${STORE_NAME} website and its services, through which students browse campus shops, place orders, pay for them and have them delivered to their residence hall.`,
      `By creating an account or placing an order you agree to these terms. If you do not agree, please do not use ${STORE_NAME}.`,
    ],
  },
  {
    id: 'eligibility',
    title: 'Eligibility',
    paragraphs: [
      `${STORE_NAME} is for the registered students of the university only. By signing up you confirm that you are a current student, that the details you give (including your residence hall) are true, and that you are old enough under Nigerian law to enter into a binding agreement.`,
      'We may ask for proof of studentship and may suspend any account that we reasonably believe does not belong to a current student.',
    ],
  },
  {
    id: 'user-accounts',
    title: 'User Accounts',
    paragraphs: [
      'You sign up and log in with your phone number and a password. You are responsible for keeping your password secret and for everything done through your account. Use a strong password and do not share it.',
      'Keep your phone number, recovery email and hall up to date so that orders reach you and you can recover your account. Tell us at once through customer service if you think someone else has used your account.',
    ],
  },
  {
    id: 'acceptable-use',
    title: 'Acceptable Use',
    paragraphs: [
      `You agree not to misuse ${STORE_NAME}: no false orders, no abuse of shops, riders or other students, no attempt to interfere with the service, to access other people's accounts or data, or to upload anything unlawful, offensive or harmful (including in book requests).`,
      "You must also follow the university's rules and code of conduct when you use the marketplace. Items that the university does not allow in halls of residence may not be ordered for delivery there.",
    ],
  },
  {
    id: 'marketplace-transactions',
    title: 'Marketplace Transactions',
    paragraphs: [
      `${STORE_NAME} connects you with independent campus shops. When you place an order, you buy from the shop that lists the item; the shop is responsible for the quality, availability and description of what it sells. We show availability as the shops report it, and an item may occasionally sell out after you order it.`,
      'If an order cannot be fulfilled, or arrives wrong or damaged, contact customer service with your reference number and we will work with the shop to put it right, including a refund where the item cannot be supplied.',
    ],
  },
  {
    id: 'fees-and-payments',
    title: 'Fees and Payments',
    paragraphs: [
      'Prices are shown in naira (₦) and include any extras you choose. Each shop sets its delivery price: the first shop in your cart charges its full delivery price and every further shop half of its price. The total you see at checkout is the amount you pay.',
      'Payments are made by card through our payment provider; we never see or store your full card details. An order is created only after the payment has been verified. Refunds, where due, are returned to the card used.',
    ],
  },
  {
    id: 'intellectual-property',
    title: 'Intellectual Property',
    paragraphs: [
      `The ${STORE_NAME} name, logo, design and software belong to ${STORE_NAME}. Product names, pictures and descriptions belong to the shops that provide them. You may not copy, resell or reuse any of this content without permission.`,
      'When you send us content, such as a picture with a book request, you confirm you have the right to share it and allow us to use it to handle your request.',
    ],
  },
  {
    id: 'privacy-policy',
    title: 'Privacy Policy',
    paragraphs: [
      'We collect only what we need to run the marketplace: your name, phone number, recovery email, hall, your cart, your orders, your recent searches and the book requests you send. We use them to process and deliver orders, secure your account, and improve the service.',
      'We share order details only with the shops and riders who fulfil your order and with our payment provider to take payment. We do not sell your data. You can ask customer service for a copy of your data or for its deletion when you close your account.',
    ],
  },
  {
    id: 'modification-of-terms',
    title: 'Modification of Terms',
    paragraphs: [
      'We may update these terms as the marketplace grows, for example when new services or payment methods are added. The latest version is always on this page, and significant changes will be announced on the website before they take effect.',
      `Continuing to use ${STORE_NAME} after a change means you accept the updated terms.`,
    ],
  },
  {
    id: 'termination',
    title: 'Termination',
    paragraphs: [
      'You may stop using the marketplace and ask us to close your account at any time. We may suspend or close an account that breaks these terms, that is used for fraud, or whose holder is no longer a student of the university.',
      'Orders already paid for before an account is closed will still be fulfilled or refunded. Sections that by their nature should survive termination, such as payments owed and intellectual property, continue to apply.',
    ],
  },
];
