import {
  RESPONSE_TIME_MIN_LEADS,
  RESPONSE_TIME_WINDOW_DAYS,
  WORKING_DAY_END_HOUR,
  WORKING_DAY_START_HOUR,
} from '@localpros/contracts/rules';
import { Link } from 'react-router-dom';
import { responseTimeSectionId } from '@/shared/components/response-time-badge';
import { company } from '@/shared/config/company';
import { paths } from '@/shared/config/paths';
import { legal } from '../lib/legal-details';

/**
 * The terms customers and businesses agree to. /terms-of-service and /terms-of-use both show them
 * (the footer links one, older links the other).
 */
export function TermsContent() {
  const name = company.name;
  return (
    <>
      <p>
        These terms apply to everyone who uses the {name} website and marketplace. Please read them with our{' '}
        <Link to={paths.privacyPolicy}>privacy policy</Link> and <Link to="/cookies">cookies policy</Link>. By creating
        an account or posting a job you accept them. Nothing in these terms affects your statutory rights.
      </p>

      <h2>1. What {name} does</h2>
      <p>
        {name} is an introduction service. Customers post jobs; verified businesses that offer the service within{' '}
        {company.leadRadiusKm} km receive them as leads and may send quotes. When a customer accepts a quote, the
        contract for the work is between the customer and that business. {name} is not a party to it and does not carry
        out the work.
      </p>

      <h2>2. Accounts</h2>
      <ul>
        <li>You must be 18 or over, and the details you give must be true and kept up to date.</li>
        <li>Keep your password safe. You are responsible for what is done with your account.</li>
        <li>
          We may suspend or close an account that breaks these terms, for example false jobs, fake reviews, harassment
          or fraud. We will tell you why unless the law or an investigation prevents it.
        </li>
        <li>You can delete your account at any time in Settings → Privacy.</li>
      </ul>

      <h2>3. Customers</h2>
      <ul>
        <li>Posting a job and receiving quotes is free. You are under no obligation to accept any quote.</li>
        <li>
          Describe the job honestly. Businesses that mark your job Interested can see your mobile number to discuss it.
        </li>
        <li>
          When you accept a quote you make a contract with that business. Your rights under the Consumer Rights Act
          2015, including that the work is done with reasonable care and skill, are against the business. Where you
          agree the contract away from the business’s premises, you usually have 14 days to cancel under the Consumer
          Contracts Regulations 2013, unless you asked for the work to start sooner.
        </li>
        <li>Pay the business directly as agreed with it. {name} does not take payment for the work.</li>
      </ul>

      <h2>4. Businesses</h2>
      <ul>
        <li>
          You must be entitled to trade in the UK, hold the insurance and qualifications the work needs, and give us
          accurate vetting documents. We verify businesses before they receive leads; verification is not a guarantee of
          the quality of your work.
        </li>
        <li>
          Quote honestly and clearly, in pounds, with whether the price is hourly, daily or fixed. Carry out the work
          you agree to with reasonable care and skill and comply with consumer law, including giving customers the
          information and cancellation rights the law requires.
        </li>
        <li>
          Use customers’ contact details only to discuss and carry out their job, and handle them in line with UK data
          protection law. You are the controller of the personal data you receive for your own business.
        </li>
        <li>Your public profile must be accurate and must not infringe anyone’s rights.</li>
      </ul>

      <h2>5. Packages, payment and cancellation (businesses)</h2>
      <ul>
        <li>
          To receive leads you need a paid package. Prices are shown on the{' '}
          <Link to={paths.packages}>packages page</Link> and include VAT. A package renews every month on the same day,
          by card or Direct Debit, until you cancel.
        </li>
        <li>
          A promo code takes its discount off the first month only. Upgrading takes effect at once, charged for the rest
          of the month in proportion; downgrading takes effect at the next renewal.
        </li>
        <li>
          You can cancel at any time in Settings → Billing. Your package stays active until the end of the month you
          have paid for and is not renewed; we do not refund part months, except where the law requires.
        </li>
        <li>
          If a renewal payment fails we try again over the following days; after {legal.graceDays} days unpaid, leads
          stop until you pay. Direct Debits are protected by the Direct Debit Guarantee.
        </li>
        <li>
          We do not promise a number of leads or that any lead will become work: that depends on the jobs customers post
          in your area and services.
        </li>
      </ul>

      <h2>6. Reviews</h2>
      <ul>
        <li>
          Only the customer whose job a business completed can review it, once. Reviews must be honest, about the
          customer’s own experience, and must not be offensive, unlawful or include personal data of others.
        </li>
        <li>
          A business can reply once. Businesses must not offer incentives for reviews or post reviews of themselves or
          competitors.
        </li>
        <li>
          We may hide reviews that break these rules and will not hide a genuine review just because it is negative. To
          report a review, <Link to={paths.contactUs}>contact us</Link>.
        </li>
      </ul>
      <h3 id={responseTimeSectionId}>Response times</h3>
      <p>
        A business’s page and its quotes may say how fast it usually responds, for example “Usually responds within 1
        hour”. This is the median time from the moment the business could see a lead to its first response (marking
        interest or sending a quote), counted only in working hours: {WORKING_DAY_START_HOUR}:00 to{' '}
        {WORKING_DAY_END_HOUR}:00 UK time, every day of the week. It covers the leads the business received in the last{' '}
        {RESPONSE_TIME_WINDOW_DAYS} days and responded to, and is shown only once there are at least{' '}
        {RESPONSE_TIME_MIN_LEADS} of them. Leads a business reported as bad leads are not counted. The steps shown are
        within 1 hour, within 2 hours, within a day (12 working hours) and more than a day. No business can pay to
        change it.
      </p>

      <h2>7. Using the website</h2>
      <ul>
        <li>
          Do not misuse the site: no false or offensive jobs, quotes or reviews, no scraping or automated access except
          by search engines, no attempts to break its security, and no using contact details for marketing.
        </li>
        <li>
          The site’s content and design belong to {name} or its licensors. Businesses are responsible for the content of
          their own profiles and give us permission to show it on the marketplace.
        </li>
      </ul>

      <h2>8. Our responsibility to you</h2>
      <ul>
        <li>
          We provide the marketplace with reasonable care and skill. We are not responsible for the work a business does
          or for what a customer pays it, because we are not a party to that contract.
        </li>
        <li>
          We do not exclude or limit liability where it would be unlawful to do so, including for death or personal
          injury caused by our negligence, for fraud, or for your rights as a consumer.
        </li>
        <li>
          For businesses, our total liability to you in any 12 months is limited to the package fees you paid us in that
          period, and we are not liable for loss of profit, business or opportunity.
        </li>
        <li>
          We aim to keep the site available, but we may need to suspend it for maintenance or reasons outside our
          control.
        </li>
      </ul>

      <h2>9. Postcode data</h2>
      <p>
        Distances between jobs and businesses use postcode district centroids. Contains OS data © Crown copyright and
        database right 2025; Contains Royal Mail data © Royal Mail copyright and database right 2025; Source: Office for
        National Statistics licensed under the Open Government Licence v.3.0. Postcode area names are from myeu.uk (CC
        BY 4.0), based on Wikipedia’s list of UK postcode areas (CC BY-SA).
      </p>

      <h2>10. Changes, complaints and the law</h2>
      <p>
        We may change these terms, for example when the law or our service changes; we will give businesses at least 30
        days’ notice of a change that affects their package. If you have a complaint,{' '}
        <Link to={paths.contactUs}>contact us</Link> and we will try to resolve it. These terms are governed by the law
        of England and Wales; if you live in Scotland or Northern Ireland you may also bring proceedings in your local
        courts.
      </p>
    </>
  );
}
