import { Link } from 'react-router-dom';
import { company } from '@/shared/config/company';
import { paths } from '@/shared/config/paths';
import { CookieSettingsButton } from '@/shared/consent/cookie-settings-button';
import { LegalDocument } from '../components/legal-document';

/** The cookies policy (UK PECR): each cookie and stored item, why, how long, and the consent control. */
export default function CookiesRoute() {
  const name = company.name;
  return (
    <LegalDocument title="Cookies Policy">
      <p>
        Cookies are small files a website stores in your browser. We use the ones the site needs to work and, only if
        you accept them, analytics cookies that help us understand how people use {name}. When you first visit, the
        cookie banner asks for your choice; no analytics cookie is set before you accept.
      </p>
      <p>
        Change your choice at any time: <CookieSettingsButton /> (also at the foot of every page).
      </p>

      <h2>Essential cookies and storage</h2>
      <p>These are needed to sign you in and keep the site secure, so they do not need your consent.</p>
      <table>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Purpose</th>
            <th scope="col">How long</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>auth_token</td>
            <td>Keeps you signed in (a secure, HTTP-only session cookie)</td>
            <td>Until you log out, or at most 30 days</td>
          </tr>
          <tr>
            <td>lp_signed_in</td>
            <td>Tells the page you are signed in, so it can load your account without a delay</td>
            <td>The same as auth_token</td>
          </tr>
          <tr>
            <td>localpros:cookie-consent (browser storage)</td>
            <td>Remembers your cookie choice</td>
            <td>12 months, or until this policy changes</td>
          </tr>
          <tr>
            <td>The package you chose (browser session storage)</td>
            <td>Carries the package you picked through business registration to payment</td>
            <td>Until you close the tab</td>
          </tr>
          <tr>
            <td>localpros:stale-chunk-reload-at (browser session storage)</td>
            <td>Reloads the page once after we release a new version, so you do not see an error</td>
            <td>Until you close the tab</td>
          </tr>
        </tbody>
      </table>

      <h2>Analytics cookies (only with your consent)</h2>
      <p>
        If you accept, we load Google Tag Manager and Google Analytics, provided by Google Ireland Limited. They set
        these cookies to count visits and see which pages are used, without telling us who you are. Google may process
        this data outside the UK; see our <Link to={paths.privacyPolicy}>privacy policy</Link>.
      </p>
      <table>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Purpose</th>
            <th scope="col">How long</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>_ga</td>
            <td>Google Analytics: tells visits from the same browser apart</td>
            <td>2 years</td>
          </tr>
          <tr>
            <td>_ga_&lt;id&gt;</td>
            <td>Google Analytics: keeps the state of a visit</td>
            <td>2 years</td>
          </tr>
        </tbody>
      </table>
      <p>
        If you reject analytics cookies, or withdraw your consent later, we stop loading these tools; you can delete
        cookies already set in your browser’s settings.
      </p>

      <h2>Managing cookies in your browser</h2>
      <p>
        Most browsers let you block or delete cookies. If you block essential cookies you will not be able to sign in.
        The ICO explains more at{' '}
        <a href="https://ico.org.uk/for-the-public/online/cookies/" rel="noopener noreferrer">
          ico.org.uk
        </a>
        .
      </p>

      <h2>Questions</h2>
      <p>
        <Link to={paths.contactUs}>Contact us</Link> with any question about cookies or your data.
      </p>
    </LegalDocument>
  );
}
