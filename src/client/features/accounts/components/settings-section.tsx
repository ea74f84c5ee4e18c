import type { ReactNode } from 'react';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '#src/client/components/ui/card.tsx';
import { cn } from '#src/client/lib/cn.ts';

/** One section of Account settings: a card with its own heading, named for the landmark it forms. */
export function SettingsSection({
  id,
  title,
  lead,
  danger = false,
  children,
}: {
  id: string;
  title: string;
  lead?: ReactNode;
  /** The danger zone: a red edge so it is not mistaken for an ordinary form. */
  danger?: boolean;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-title`}>
      <Card className={cn(danger && 'border-destructive/50')}>
        <CardHeader className="pb-4">
          <CardTitle as="h2" id={`${id}-title`} className={cn(danger && 'text-destructive')}>
            {title}
          </CardTitle>
          {lead ? <CardDescription className="text-pretty">{lead}</CardDescription> : null}
        </CardHeader>
        <CardContent>{children}</CardContent>
      </Card>
    </section>
  );
}
