import { REVIEW_REPORTS_PER_DAY, reviewReportReasonLabels } from '@localpros/contracts/rules';
import { Link } from 'react-router-dom';
import { company } from '@/shared/config/company';
import { paths } from '@/shared/config/paths';
import { LegalDocument } from '../components/legal-document';
import { legal } from '../lib/legal-details';

/**
 * How reviews are collected, moderated and explained (Digital Markets, Competition and Consumers
 * Act 2024, in force for fake reviews since April 2025): the page every review links to.
 */
export default function ReviewPolicyRoute() {
  const name = company.name;
  return (
    <LegalDocument title="Review Policy">
      <p>
        Reviews on {name} help customers choose a business and help good businesses win work. This page explains how we
        collect them, when we hide one, how to report one and how we tell people what we did. We follow the Digital
        Markets, Competition and Consumers Act 2024, which bans fake reviews and reviews that are bought or hidden to
        mislead.
      </p>

      <h2>How reviews are collected</h2>
      <ul>
        <li>
          Only the customer of a job booked on {name} can review the business that did it, once the job is marked
          complete. One review per job.
        </li>
        <li>
          Nobody else can write a review: not the business, not its staff, not us. We do not write, buy, edit or select
          reviews, and we do not offer customers anything for writing one.
        </li>
        <li>
          Every published review counts towards the business&rsquo;s rating, good or bad, and is shown as the customer
          wrote it, newest first. The business can post one public reply to each review.
        </li>
      </ul>

      <h2>What gets a review hidden</h2>
      <p>We hide a review only when it breaks one of these rules:</p>
      <ul>
        <li>it was not written by the genuine customer of the job, or the job did not take place;</li>
        <li>it is offensive, abusive, threatening or discriminatory;</li>
        <li>it contains someone&rsquo;s personal data, such as a phone number, an address or a private detail;</li>
        <li>it is about another business or another job;</li>
        <li>it was written in return for payment or a reward, or it advertises something.</li>
      </ul>
      <p>We never hide a review because it is negative or because the business disagrees with it.</p>

      <h2>How to report a review</h2>
      <p>
        A business can report a review of its work from its dashboard: open the completed job, choose See Reviews, then
        Report this review. Any signed-in customer or business can report a published review with Report this review
        under it on the business&rsquo;s page. Choose the reason that fits:
      </p>
      <ul>
        {Object.values(reviewReportReasonLabels).map((label) => (
          <li key={label}>{label}</li>
        ))}
      </ul>
      <p>
        You can have one open report per review, and report up to {REVIEW_REPORTS_PER_DAY} reviews a day. If you are not
        signed in, <Link to={legal.contactPath}>contact us</Link> and tell us which business and review you mean. Our
        team checks each report and either hides the review or keeps it, and you see the outcome and our reason in your
        account.
      </p>

      <h2>Businesses cannot pay to remove or edit reviews</h2>
      <p>
        No package, payment, promotion or request lets a business remove, hide, change or move a review. Premium and
        Standard businesses are treated the same. A business that offers a customer anything to change or remove a
        review breaks our <Link to={paths.termsOfService}>terms</Link>.
      </p>

      <h2>How hidden reviews are explained</h2>
      <p>
        When we hide a review, or show a hidden one again, we record who decided, when and why. The customer who wrote
        it and the business it is about both see &ldquo;Hidden by {name}&rdquo; with our reason beside the review in
        their accounts, and we e-mail them both. A hidden review is not shown on the business&rsquo;s public page and
        does not count towards its rating. If you disagree with a decision,{' '}
        <Link to={legal.contactPath}>contact us</Link> and someone who did not make it will look again.
      </p>
    </LegalDocument>
  );
}
