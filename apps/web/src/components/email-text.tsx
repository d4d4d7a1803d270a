import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { Fragment } from 'react';

type EmailTextProps = {
  email: string | null | undefined;
  /** Renders a mailto: link. */
  link?: boolean;
};

/**
 * An e-mail address that wraps where a reader expects it to (issue 38):
 * before the '@' and before each '.', never in the middle of a name; only an
 * address with a part too long for the line is cut anywhere.
 */
export function EmailText({ email, link = false }: EmailTextProps) {
  if (!email) return null;
  // '@' and '.' start a piece: a line may break before either (<wbr>).
  const pieces = email.split(/(?=[@.])/);
  const text = pieces.map((piece, i) => (
    <Fragment key={i}>
      {i > 0 ? <wbr /> : null}
      {piece}
    </Fragment>
  ));
  const sx = { overflowWrap: 'anywhere' } as const;
  if (!link) {
    return (
      <Box component="span" sx={sx}>
        {text}
      </Box>
    );
  }
  return (
    <Link href={`mailto:${email}`} sx={sx}>
      {text}
    </Link>
  );
}
