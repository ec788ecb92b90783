import type { ReactNode } from 'react';

/**
 * A message in place of a screen's content (a page that failed, a demo account on a real-only
 * page, a missing article): an icon in a disc, a title, a line of text, then the ways on
 * (`children`). `titleTag` h1 where the message is the screen's heading.
 */
export function EmptyState(props: {
  icon: ReactNode;
  title: string;
  text: string;
  testId: string;
  textTestId?: string;
  titleTag?: 'h1' | 'h2';
  children: ReactNode;
}) {
  const Title = props.titleTag ?? 'h2';
  return (
    <div className="fx-empty-state" data-testid={props.testId}>
      <div className="fx-icon-disc fx-empty-icon">{props.icon}</div>
      <Title className="fx-empty-title">{props.title}</Title>
      <p className="fx-empty-text" data-testid={props.textTestId}>
        {props.text}
      </p>
      {props.children}
    </div>
  );
}
