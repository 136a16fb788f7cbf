/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import { loadContent } from '@/lib/content/load';
import { standInImages } from '@/lib/testing/stand-in-images';
import { AccessFacts } from './access-facts';
import { Credentials } from './credentials';
import { LegalDocument } from './legal-document';

const content = loadContent();
const { site, about, contact } = content;

describe('Credentials', () => {
  const unconfirmed = { ...site.teacher.training, confirmed: false };
  const none = { qualificationBody: '', insurance: '', firstAid: '' };

  it('shows nothing while the owner has given none and the training is unconfirmed', () => {
    const { container } = render(<Credentials labels={about.credentials} teacher={{ training: unconfirmed, credentials: none }} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('shows only the facts given, each under its label', () => {
    render(<Credentials labels={about.credentials} teacher={{ training: unconfirmed, credentials: { qualificationBody: 'A registering body', insurance: '', firstAid: 'A first aid course' } }} />);
    const block = screen.getByRole('region', { name: about.credentials.heading });
    expect(within(block).getByText('A registering body')).toBeInTheDocument();
    expect(within(block).getByText('A first aid course')).toBeInTheDocument();
    expect(within(block).queryByText(about.credentials.insurance)).not.toBeInTheDocument();
    expect(within(block).queryByText(about.credentials.training)).not.toBeInTheDocument();
  });

  it('shows the training once the owner has confirmed it', () => {
    render(<Credentials labels={about.credentials} teacher={{ training: { ...unconfirmed, confirmed: true }, credentials: none }} />);
    const block = screen.getByRole('region', { name: about.credentials.heading });
    expect(within(block).getByText(about.credentials.training)).toBeInTheDocument();
    expect(within(block).getByText(site.teacher.training.text)).toBeInTheDocument();
  });
});

describe('AccessFacts', () => {
  standInImages([contact.access.image.src]);

  it('says where the room is, and whom to ask while the access facts are missing', () => {
    render(<AccessFacts copy={contact.access} site={site} />);
    expect(screen.getByText(contact.access.lead)).toBeInTheDocument();
    expect(screen.getByText(contact.access.askText)).toBeInTheDocument();
  });

  it('lists the access facts once given', () => {
    const filled = { ...site, access: { stairs: 'Up 14 stairs.', stepFree: '', parking: 'Park on the square.', toilets: '' } };
    render(<AccessFacts copy={contact.access} site={filled} />);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Up 14 stairs.', 'Park on the square.']);
    expect(screen.queryByText(contact.access.askText)).not.toBeInTheDocument();
  });
});

describe('LegalDocument', () => {
  const labels = content.interface.legal;
  const terms = content.legal.terms;

  it('shows the date the version took effect beside the last-updated label', () => {
    render(<LegalDocument document={terms} labels={labels} email={content.site.email} />);
    expect(screen.getByText(labels.lastUpdated, { exact: false })).toBeInTheDocument();
    const effective = screen.getByText(labels.effective, { exact: false });
    expect(effective.querySelector('time')).toHaveAttribute('dateTime', terms.effective);
  });

  it('links the studio’s email in the introduction', () => {
    const { email } = content.site;
    render(<LegalDocument document={{ ...terms, intro: `Ask us at ${email} about anything here.` }} labels={labels} email={email} />);
    const intro = screen.getByText('Ask us at', { exact: false });
    // The address breaks only after its @ (a <wbr>): jsdom names the link with a space there, browsers do not
    // (the end-to-end tests find it by its exact name), so here its text is checked instead.
    const link = within(intro).getByRole('link');
    expect(link).toHaveTextContent(email);
    expect(link).toHaveAttribute('href', `mailto:${email}`);
    expect(intro).toHaveTextContent(`Ask us at ${email} about anything here.`);
  });

  it('keeps the full stop after the email on the address’s line, and leaves the words before it free to wrap', () => {
    const { email } = content.site;
    render(<LegalDocument document={{ ...terms, intro: `Anything else, just ask us at ${email}.` }} labels={labels} email={email} />);
    const intro = screen.getByText('Anything else, just ask us', { exact: false });
    expect(intro.textContent).toContain(`us at ${email}\u2060.`);
  });

  it('lists earlier versions, and only those', () => {
    const earlier = { date: '2025-01-01', summary: 'The first terms.' };
    render(<LegalDocument document={{ ...terms, changes: [...terms.changes, earlier] }} labels={labels} email={content.site.email} />);
    const versions = screen.getByRole('region', { name: labels.changes });
    expect(within(versions).getAllByRole('listitem')).toHaveLength(terms.changes.length);
    expect(within(versions).getByText(earlier.summary, { exact: false })).toBeInTheDocument();
    expect(within(versions).queryByText(terms.changes[0].summary, { exact: false })).not.toBeInTheDocument();
  });
});
