import { supportEmail, supportPhone } from '../../config/contact';

export interface TermsSection {
  heading: string;
  paragraphs: string[];
}

const company = 'Refinance Offer Portal';

export const termsOfUseTexts = {
  title: 'Terms of Use',
  lastUpdated: 'Last updated: January 1, 2023',
  intro: [
    `These Terms of Use ("Terms") govern your access to and use of the ${company} website and the services offered through it (together, the "Site"), operated by the lender that made your refinance offer ("we", "us" or "our"). By accessing or using the Site you agree to these Terms. If you do not agree, do not use the Site.`,
  ],
  sections: [
    {
      heading: 'Use of the Site',
      paragraphs: [
        'The Site is provided so that borrowers and co-borrowers of an existing mortgage can review a refinance offer, consent to a soft credit check, verify their identity and complete or confirm a loan application. You may use the Site only for these purposes, only for yourself or a borrower you are authorized to act for, and only in compliance with all applicable laws.',
        'You agree not to: use the Site to submit information that is false, misleading or belongs to another person without authorization; attempt to gain unauthorized access to the Site, other accounts, or our systems; interfere with or disrupt the Site, including by introducing malicious code or by automated scraping, crawling or excessive requests; or copy, modify, distribute or create derivative works of the Site or its content except as these Terms allow.',
        'We may change, suspend or discontinue any part of the Site at any time, including for maintenance, and may restrict or end your access if we reasonably believe you have violated these Terms.',
      ],
    },
    {
      heading: 'Account Security',
      paragraphs: [
        'Access to your offer and application is protected by your offer link, by identity verification (the last six digits of your Social Security Number or Individual Taxpayer Identification Number and your date of birth) and, if you create one, by your account password. You are responsible for keeping your offer link, your password and your personal information confidential and for all activity that occurs through them.',
        'Choose a password of at least twelve characters that you do not use elsewhere. After five consecutive failed attempts to verify your identity or to sign in, access is locked for your protection; contact us to unlock it. Sessions end after a period of inactivity. Notify us immediately if you believe your offer link, account or personal information has been used without your authorization.',
      ],
    },
    {
      heading: 'Disclaimer of Warranties',
      paragraphs: [
        'Offers, payment estimates and savings figures shown on the Site are estimates based on the information available to us and are not a commitment to lend, an approval, or a guarantee of any rate, payment or terms. Final loan terms depend on a full review of your application, credit, property and other conditions.',
        'THE SITE AND ALL CONTENT ARE PROVIDED "AS IS" AND "AS AVAILABLE", WITHOUT WARRANTIES OF ANY KIND, EXPRESS OR IMPLIED, INCLUDING ANY IMPLIED WARRANTIES OF MERCHANTABILITY, FITNESS FOR A PARTICULAR PURPOSE, TITLE, NON-INFRINGEMENT, ACCURACY OR UNINTERRUPTED, TIMELY, SECURE OR ERROR-FREE OPERATION, TO THE FULLEST EXTENT PERMITTED BY LAW.',
      ],
    },
    {
      heading: 'Limitation of Liability',
      paragraphs: [
        'TO THE FULLEST EXTENT PERMITTED BY LAW, WE, OUR AFFILIATES, AND OUR AND THEIR OFFICERS, EMPLOYEES, AGENTS AND SERVICE PROVIDERS WILL NOT BE LIABLE FOR ANY INDIRECT, INCIDENTAL, SPECIAL, CONSEQUENTIAL, EXEMPLARY OR PUNITIVE DAMAGES, OR FOR ANY LOSS OF PROFITS, DATA OR GOODWILL, ARISING OUT OF OR RELATING TO YOUR USE OF, OR INABILITY TO USE, THE SITE, EVEN IF ADVISED OF THE POSSIBILITY OF SUCH DAMAGES.',
        'OUR TOTAL LIABILITY FOR ANY CLAIM ARISING OUT OF OR RELATING TO THE SITE OR THESE TERMS WILL NOT EXCEED ONE HUNDRED U.S. DOLLARS ($100). Some jurisdictions do not allow certain limitations of liability, so some of these limitations may not apply to you. Nothing in these Terms limits any right you have under applicable consumer protection or lending laws that cannot be waived.',
      ],
    },
    {
      heading: 'Indemnification',
      paragraphs: [
        'You agree to indemnify, defend and hold harmless us, our affiliates, and our and their officers, employees, agents and service providers from and against any claims, liabilities, damages, losses and expenses, including reasonable attorneys\' fees, arising out of or relating to your violation of these Terms, your misuse of the Site, or your submission of information that is false or that you were not authorized to submit.',
      ],
    },
    {
      heading: 'Consent to Electronic Delivery',
      paragraphs: [
        'By using the Site you agree that we may provide disclosures, notices, offers and other communications related to your offer and application electronically, by displaying them on the Site or sending them to the email address we have on file for you, and that electronic delivery satisfies any requirement that they be provided in writing.',
        'To access and keep these communications you need a current web browser, an email account and the ability to print or save documents. You may withdraw this consent or request a paper copy of any communication at no charge by contacting us as described below; withdrawing consent may end your ability to use the Site to complete your application. Please keep your email address on file current.',
      ],
    },
    {
      heading: 'Consent to Communications',
      paragraphs: [
        'You agree that we, your loan officer and our service providers may contact you about your offer, your application and your loan by email, by telephone (including to any mobile number you provide) and by text message, including with automated technology, at the contact information you provide. Message and data rates may apply. Your consent to receive marketing calls or texts is not a condition of any loan, and you may opt out of marketing communications at any time by contacting us.',
      ],
    },
    {
      heading: 'Privacy and Sharing With Your Broker',
      paragraphs: [
        'We collect and use the information you provide on the Site, and information we obtain about you (including from a soft credit check you authorize), to present your offer, verify your identity, process your application and service your loan, as described in our Privacy Policy.',
        'Your offer was arranged through a mortgage broker. You agree that we may share your offer, application information, application status and related communications with the brokerage and loan officer named in your offer so that they can assist you with your refinance. The brokerage and loan officer handle this information under their own privacy obligations.',
      ],
    },
    {
      heading: 'Governing Law and Venue',
      paragraphs: [
        'These Terms and any dispute arising out of or relating to them or to the Site are governed by the laws of the State of Illinois and applicable federal law, without regard to conflict-of-law rules. Any action arising out of or relating to these Terms or the Site must be brought exclusively in the Circuit Court of Sangamon County, Illinois, and you consent to the personal jurisdiction of and venue in that court, except where applicable law gives you the right to bring the action elsewhere.',
      ],
    },
    {
      heading: 'Severability',
      paragraphs: [
        'If any provision of these Terms is held invalid, illegal or unenforceable, that provision will be enforced to the maximum extent permissible and the remaining provisions will continue in full force and effect. Our failure to enforce any provision is not a waiver of our right to do so later.',
      ],
    },
    {
      heading: 'Changes to These Terms',
      paragraphs: [
        'We may update these Terms from time to time. The updated Terms take effect when posted on the Site with a new "Last updated" date. Your continued use of the Site after that date means you accept the updated Terms.',
      ],
    },
    {
      heading: 'Contact Us',
      paragraphs: [
        `Questions about these Terms, requests for paper copies, or notices to us may be sent to: ${company}, Attn: Legal Department, 100 Capitol Avenue, Suite 400, Springfield, IL 62701.`,
        `You may also call ${supportPhone.display} or email ${supportEmail.display}.`,
      ],
    },
  ] satisfies TermsSection[],
};
