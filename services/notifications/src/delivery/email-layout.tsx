import { Body } from '@react-email/body';
import { Button } from '@react-email/button';
import { Column } from '@react-email/column';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Heading } from '@react-email/heading';
import { Hr } from '@react-email/hr';
import { Html } from '@react-email/html';
import { Link } from '@react-email/link';
import { Preview } from '@react-email/preview';
import { Row } from '@react-email/row';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import { Fragment, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { type EmailBlock, type EmailFooter, footerLines } from './email-content.js';

/**
 * The LocalPros look, as the web app has it (web/src/shared/config/theme.ts): Lochmara darkened to
 * #006AA8, 5.8:1 on white and under white text (WCAG AA), secondary text #595959 (7.0:1).
 */
const brand = {
  primary: '#006AA8',
  text: '#1F2933',
  secondary: '#595959',
  page: '#F3F6F9',
  tint: '#E6F4FF',
  rule: '#D9E2EC',
  font: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
} as const;

// The font on every text, not only the body: some clients (Outlook) do not inherit it into tables.
const paragraph = {
  margin: '0 0 16px',
  fontFamily: brand.font,
  fontSize: '16px',
  lineHeight: '24px',
  color: brand.text,
};
const small = {
  margin: '0 0 12px',
  fontFamily: brand.font,
  fontSize: '13px',
  lineHeight: '20px',
  color: brand.secondary,
};

/** A text's line breaks as <br>: the text part keeps them, so the HTML part does too. */
function lines(text: string): ReactNode {
  return text.split('\n').map((line, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: the lines of one fixed text, never reordered.
    <Fragment key={index}>
      {index > 0 && <br />}
      {line}
    </Fragment>
  ));
}

function Block({ block }: { block: EmailBlock }) {
  switch (block.kind) {
    case 'paragraph':
      return <Text style={paragraph}>{lines(block.text)}</Text>;
    case 'heading':
      return (
        <Heading
          as="h2"
          style={{
            margin: '24px 0 8px',
            fontFamily: brand.font,
            fontSize: '18px',
            lineHeight: '26px',
            color: brand.text,
          }}
        >
          {block.text}
        </Heading>
      );
    case 'code':
      return (
        <Text
          style={{
            margin: '24px 0',
            padding: '16px',
            backgroundColor: brand.tint,
            borderRadius: '8px',
            textAlign: 'center',
            fontFamily: 'Menlo, Consolas, monospace',
            fontSize: '32px',
            lineHeight: '40px',
            fontWeight: 'bold',
            letterSpacing: '6px',
            color: brand.text,
          }}
        >
          {block.code}
        </Text>
      );
    case 'link':
      return (
        <Text style={paragraph}>
          {block.label}
          <br />
          <Link href={block.url} style={{ color: brand.primary, textDecoration: 'underline', wordBreak: 'break-all' }}>
            {block.url}
          </Link>
        </Text>
      );
    case 'button':
      return (
        <Section style={{ margin: '8px 0 24px' }}>
          <Button
            href={block.url}
            style={{
              backgroundColor: brand.primary,
              color: '#FFFFFF',
              borderRadius: '8px',
              padding: '12px 20px',
              fontFamily: brand.font,
              fontSize: '16px',
              fontWeight: 'bold',
              textDecoration: 'none',
            }}
          >
            {block.label}
          </Button>
        </Section>
      );
    case 'details':
      return (
        <table role="presentation" style={{ margin: '0 0 16px', borderCollapse: 'collapse' }}>
          <tbody>
            {block.rows.map((row) => (
              <tr key={`${row.label}:${row.value}`}>
                <th
                  scope="row"
                  style={{
                    textAlign: 'left',
                    fontWeight: 'normal',
                    color: brand.secondary,
                    padding: '2px 16px 2px 0',
                    verticalAlign: 'top',
                    fontFamily: brand.font,
                    fontSize: '16px',
                    lineHeight: '24px',
                  }}
                >
                  {row.label}
                </th>
                <td
                  style={{
                    padding: '2px 0',
                    fontFamily: brand.font,
                    fontSize: '16px',
                    lineHeight: '24px',
                    color: brand.text,
                  }}
                >
                  {lines(row.value)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      );
  }
}

/**
 * The wordmark as the web app's header draws it (shared/components/layout/brand-logo.tsx): the
 * "L" mark on the brand colour, then the name. Drawn in HTML rather than an image: mail clients
 * that block images (most, by default) still show it, and no image is fetched from our server.
 */
function Wordmark() {
  return (
    <Row align="left" style={{ width: 'auto' }}>
      <Column
        style={{
          width: '32px',
          height: '32px',
          backgroundColor: brand.primary,
          borderRadius: '7px',
          textAlign: 'center',
          verticalAlign: 'middle',
          color: '#FFFFFF',
          fontFamily: brand.font,
          fontSize: '20px',
          lineHeight: '32px',
          fontWeight: 'bold',
        }}
        aria-hidden="true"
      >
        L
      </Column>
      <Column
        style={{
          paddingLeft: '10px',
          fontFamily: brand.font,
          fontSize: '22px',
          lineHeight: '32px',
          fontWeight: 'bold',
          color: brand.primary,
        }}
      >
        LocalPros
      </Column>
    </Row>
  );
}

function Footer({ footer }: { footer: EmailFooter }) {
  return (
    <Section style={{ padding: '0 32px 24px' }}>
      <Hr style={{ borderColor: brand.rule, margin: '0 0 16px' }} />
      {footerLines(footer).map((line) =>
        line.url ? (
          <Text key={line.url} style={small}>
            <Link href={line.url} style={{ color: brand.primary, textDecoration: 'underline' }}>
              {line.label}
            </Link>{' '}
            ({line.text})
          </Text>
        ) : (
          <Text key={line.text} style={small}>
            {line.text}
          </Text>
        ),
      )}
    </Section>
  );
}

interface LayoutProps {
  title: string;
  blocks: readonly EmailBlock[];
  footer: EmailFooter;
  preview?: string | undefined;
}

function LocalProsEmail({ title, blocks, footer, preview }: LayoutProps) {
  return (
    <Html lang="en-GB" dir="ltr">
      <Head>
        <title>{title}</title>
        <meta name="color-scheme" content="light" />
        <meta name="supported-color-schemes" content="light" />
      </Head>
      {preview ? <Preview>{preview}</Preview> : null}
      <Body style={{ margin: 0, padding: '24px 0', backgroundColor: brand.page, fontFamily: brand.font }}>
        <Container
          style={{
            maxWidth: '600px',
            backgroundColor: '#FFFFFF',
            borderTop: `4px solid ${brand.primary}`,
            borderRadius: '8px',
          }}
        >
          <Section style={{ padding: '24px 32px 8px' }}>
            <Wordmark />
          </Section>
          <Section style={{ padding: '16px 32px 8px' }}>
            {blocks.map((block, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: an e-mail's blocks, rendered once, never reordered.
              <Block key={index} block={block} />
            ))}
          </Section>
          <Footer footer={footer} />
        </Container>
      </Body>
    </Html>
  );
}

/**
 * The HTML part of an e-mail, rendered once, on the server, by React: every value (a name, a job's
 * title, a link) is escaped by React, so nothing a user typed can become markup.
 */
export function renderLayoutHtml(props: LayoutProps): string {
  return `<!DOCTYPE html>${renderToStaticMarkup(<LocalProsEmail {...props} />)}`;
}
