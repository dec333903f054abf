import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MailBody } from './mail-body';

describe('MailBody', () => {
  it('shows the whole text with its web addresses as links, the closing full stop left out', () => {
    render(
      <MailBody
        text={
          'Merhaba Fatma,\n\nDaveti kabul etmek için: http://127.0.0.1:3000/invitation/Ab_9-x/false\nYardım: https://ornek.test/sss.'
        }
      />,
    );
    const links = screen.getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      'http://127.0.0.1:3000/invitation/Ab_9-x/false',
      'https://ornek.test/sss',
    ]);
    expect(links[0]).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByTestId('mail-body').textContent).toBe(
      'Merhaba Fatma,\n\nDaveti kabul etmek için: http://127.0.0.1:3000/invitation/Ab_9-x/false\nYardım: https://ornek.test/sss.',
    );
  });

  it('links nothing but web addresses', () => {
    render(<MailBody text={'javascript:alert(1) mailto:a@b.test ftp://dosya.test'} />);
    expect(screen.queryAllByRole('link')).toHaveLength(0);
  });
});
