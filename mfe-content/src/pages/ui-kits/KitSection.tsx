import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Card, mutedText } from '@portal/shared/ui';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
`;

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  min-width: 0;
`;

const Caption = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(2)};
  ${mutedText('xs')}
  text-transform: uppercase;
  letter-spacing: 0.04em;
`;

/** One component family of the kit, in a card. */
export function KitSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card title={title} id={id} data-testid={`kit-${id}`}>
      <Stack>{children}</Stack>
    </Card>
  );
}

/** One state of a component, with its caption. */
export function KitState({ caption, children }: { caption: string; children: ReactNode }) {
  return (
    <div>
      <Caption>{caption}</Caption>
      <Row>{children}</Row>
    </div>
  );
}
