import { Link } from 'react-router-dom';
import { company } from '@/shared/config/company';
import { paths } from '@/shared/config/paths';
import { LegalDocument } from '../components/legal-document';
import { legal } from '../lib/legal-details';

/** The UK GDPR privacy notice (Articles 13 and 14): who, what, why, how long, who else, rights. */
export default function PrivacyPolicyRoute() {
  const name = company.name;
  return (
    <LegalDocument title="Privacy Policy">
      <p>
        This notice explains what personal data {name} collects when you use our website and marketplace, why, how long
        we keep it, who we share it with and the rights you have under the UK General Data Protection Regulation (UK
        GDPR) and the Data Protection Act 2018.
      </p>

      <h2>Who we are</h2>
      <p>
        {name} runs an online marketplace that introduces customers who need cleaning and other home services to
        verified local businesses. {name} is the controller of the personal data described here. You can reach us, and
        our data protection contact, through our <Link to={paths.contactUs}>contact form</Link> or by phone on{' '}
        <a href={company.phoneHref}>{company.phoneDisplay}</a> ({company.supportHours}).
      </p>

      <h2>The data we collect</h2>
      <ul>
        <li>
          <strong>Account details</strong>: your name, e-mail address, mobile number, password (stored only as a secure
          hash) and, if you add one, a profile picture.
        </li>
        <li>
          <strong>Jobs you post</strong>: the service, a description, your postcode area (for example SW4), when the
          work is due, and whether it is residential or commercial.
        </li>
        <li>
          <strong>Business details</strong>: business name, description, contact numbers, address, website, logo,
          services, the postcode area you work from, Companies House number, and the vetting documents you upload
          (insurance, identity and qualification documents).
        </li>
        <li>
          <strong>Quotes, jobs and reviews</strong>: the quotes businesses send, which one is accepted, job progress,
          and reviews and replies.
        </li>
        <li>
          <strong>Payments</strong> (businesses): your package, invoices and receipts, and a reference to your card or
          Direct Debit mandate. Card numbers are handled by our payment provider; for Direct Debit we check the sort
          code and account number and keep the mandate details.
        </li>
        <li>
          <strong>Messages</strong>: what you send us through the contact form and our replies.
        </li>
        <li>
          <strong>Security and technical data</strong>: sign-in and verification codes, session records, IP address and
          browser details in our server logs, and a record of actions taken by our administrators.
        </li>
        <li>
          <strong>Usage data</strong>, only if you accept analytics cookies: how you use the site, collected through
          Google Tag Manager and Google Analytics (see our <Link to="/cookies">cookies policy</Link>).
        </li>
      </ul>

      <h2>Why we use it, and our lawful bases</h2>
      <table>
        <thead>
          <tr>
            <th scope="col">Purpose</th>
            <th scope="col">Lawful basis (UK GDPR Article 6)</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>Creating and running your account, verifying your e-mail and mobile number</td>
            <td>Contract</td>
          </tr>
          <tr>
            <td>
              Passing your job to verified businesses offering that service within {company.leadRadiusKm} km, and
              showing your mobile number to a business that marks your job as Interested or quotes for it
            </td>
            <td>Contract</td>
          </tr>
          <tr>
            <td>Quotes, accepting a quote, job progress, reviews and the e-mails about them</td>
            <td>Contract</td>
          </tr>
          <tr>
            <td>Business packages, payments, invoices and receipts</td>
            <td>Contract; legal obligation (tax and accounting records)</td>
          </tr>
          <tr>
            <td>Vetting businesses (documents, Companies House number) before they receive leads</td>
            <td>Legitimate interests: a marketplace customers can trust</td>
          </tr>
          <tr>
            <td>Preventing fraud and abuse, keeping the service secure, moderating reviews, audit records</td>
            <td>Legitimate interests; legal obligation where the law requires it</td>
          </tr>
          <tr>
            <td>Answering your messages</td>
            <td>Legitimate interests</td>
          </tr>
          <tr>
            <td>Analytics cookies and similar technologies</td>
            <td>Consent (you can withdraw it at any time in Cookie settings)</td>
          </tr>
          <tr>
            <td>Optional e-mails you choose in your notification settings</td>
            <td>Consent, which you can change in Settings → Notifications</td>
          </tr>
        </tbody>
      </table>
      <p>
        Where we rely on legitimate interests we have weighed them against your rights; you can ask us for that
        assessment. We do not make decisions about you based solely on automated processing that have legal or similarly
        significant effects. Matching a job to businesses uses the distance between postcode areas and the services
        chosen, and nothing else.
      </p>

      <h2>How long we keep it</h2>
      <ul>
        <li>Account, job, quote and review data: while your account is open.</li>
        <li>
          When you delete your account, we remove or anonymise your personal data, except what we must keep: payment and
          invoice records are kept for six years after the end of the financial year they relate to, as tax law
          requires.
        </li>
        <li>Vetting documents: while the business account is open, and deleted with it.</li>
        <li>Contact messages: up to two years after we answer them.</li>
        <li>Sign-in and verification codes: minutes to hours, until they are used or expire.</li>
        <li>Server logs and security records: up to 90 days, longer only when needed to investigate an incident.</li>
        <li>Analytics data: as set out in the cookies policy (Google Analytics keeps it for up to 14 months).</li>
      </ul>

      <h2>Who we share it with</h2>
      <ul>
        <li>
          <strong>Businesses</strong>: a verified business within {company.leadRadiusKm} km that offers the service sees
          your job and postcode area, and your mobile number when it marks the job Interested to quote. After you accept
          a quote, that business can contact you to do the work.
        </li>
        <li>
          <strong>Customers and the public</strong>: a business’s public profile (name, description, logo, area,
          services, reviews and rating) is visible to everyone. Reviews show the reviewer’s first name and initial.
        </li>
        <li>
          <strong>Our processors</strong>, under contracts that require them to protect your data and use it only on our
          instructions: hosting and database providers, e-mail and SMS delivery providers, payment and Direct Debit
          providers, and (only with your consent) Google for analytics.
        </li>
        <li>
          <strong>Others when the law requires</strong>: for example HM Revenue &amp; Customs, the police or a court.
        </li>
      </ul>
      <p>We never sell your personal data.</p>

      <h2>International transfers</h2>
      <p>
        We keep your data in the UK or the European Economic Area where we can. Some providers, such as Google, may
        process data in other countries, including the United States. When that happens we rely on UK adequacy
        regulations (including the UK Extension to the EU–US Data Privacy Framework) or on the ICO’s International Data
        Transfer Agreement or Addendum, with the safeguards they require.
      </p>

      <h2>Your rights</h2>
      <p>Under UK data protection law you have the right to:</p>
      <ul>
        <li>be told how we use your data (this notice);</li>
        <li>get a copy of your data (a subject access request);</li>
        <li>have inaccurate data corrected, which you can also do yourself in Settings;</li>
        <li>have your data erased (you can delete your account in Settings → Privacy);</li>
        <li>restrict or object to our use of it, including where we rely on legitimate interests;</li>
        <li>data portability, for data you gave us under a contract or consent;</li>
        <li>withdraw consent at any time, without affecting what we did before.</li>
      </ul>
      <p>
        To use any of these rights, <Link to={paths.contactUs}>contact us</Link>. We answer within one month and do not
        charge a fee in most cases. We may ask you to confirm your identity first.
      </p>

      <h2>Complaints</h2>
      <p>
        If you are unhappy with how we handle your data, please tell us first so we can put it right. You also have the
        right to complain to the Information Commissioner’s Office (ICO), the UK regulator:{' '}
        <a href={legal.icoUrl} rel="noopener noreferrer">
          ico.org.uk/make-a-complaint
        </a>{' '}
        or {legal.icoPhone}.
      </p>

      <h2>Cookies</h2>
      <p>
        We use cookies that are essential to sign you in and keep the site secure. Analytics cookies are set only if you
        accept them in the cookie banner, and you can change your choice at any time with Cookie settings at the foot of
        every page. Our <Link to="/cookies">cookies policy</Link> lists each cookie.
      </p>

      <h2>Security</h2>
      <p>
        Connections to {name} are encrypted, passwords are stored only as secure hashes, verification codes are sealed,
        and access to personal data is limited to the staff who need it, with administrator actions recorded.
      </p>

      <h2>Children</h2>
      <p>{name} is for adults: you must be 18 or over to create an account.</p>

      <h2>Changes to this notice</h2>
      <p>
        We will update this notice when our use of personal data changes, and tell you about significant changes by
        e-mail or on the site. The date at the top shows when it last changed.
      </p>
    </LegalDocument>
  );
}
