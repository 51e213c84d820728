import Link from 'next/link';
import { Fragment } from 'react';
import { parsePolicyText, type Inline } from '@/lib/policies/text';

function InlineText({ parts }: { parts: Inline[] }) {
  return parts.map((part, index) => {
    if (part.type === 'strong') return <strong key={index}>{part.text}</strong>;
    if (part.type === 'link')
      return part.href.startsWith('/') ? (
        <Link key={index} href={part.href}>
          {part.text}
        </Link>
      ) : (
        <a key={index} href={part.href}>
          {part.text}
        </a>
      );
    return <Fragment key={index}>{part.text}</Fragment>;
  });
}

/**
 * A policy page's text (lib/policies/text.ts) as headings, paragraphs and lists. Every piece is
 * React text, so markup typed into the page shows as the characters it is.
 */
export function PolicyText({ body }: { body: string }) {
  return (
    <div className="policy-text" data-testid="policy-text">
      {parsePolicyText(body).map((block, index) => {
        if (block.type === 'heading') {
          const Heading = block.level === 2 ? 'h2' : 'h3';
          return (
            <Heading key={index}>
              <InlineText parts={block.content} />
            </Heading>
          );
        }
        if (block.type === 'list')
          return (
            <ul key={index}>
              {block.items.map((item, itemIndex) => (
                <li key={itemIndex}>
                  <InlineText parts={item} />
                </li>
              ))}
            </ul>
          );
        return (
          <p key={index}>
            {block.lines.map((line, lineIndex) => (
              <Fragment key={lineIndex}>
                {lineIndex > 0 && <br />}
                <InlineText parts={line} />
              </Fragment>
            ))}
          </p>
        );
      })}
    </div>
  );
}
