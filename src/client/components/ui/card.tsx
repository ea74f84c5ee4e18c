import type { ComponentProps, ReactNode } from 'react';
import { cn } from '#src/client/lib/cn.ts';

export function Card({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      className={cn('rounded-xl border border-border bg-surface text-foreground shadow-card', className)}
      {...props}
    />
  );
}

export function CardHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex flex-col gap-1.5 p-6', className)} {...props} />;
}

/** A card title is a heading; pick the level that fits the page outline with `as`. */
export function CardTitle({
  className,
  as: Heading = 'h3',
  ...props
}: ComponentProps<'h3'> & { as?: 'h1' | 'h2' | 'h3' | 'h4' }) {
  return (
    <Heading className={cn('text-xl font-semibold leading-tight tracking-tight', className)} {...props} />
  );
}

export function CardDescription({ className, ...props }: ComponentProps<'p'>) {
  return <p className={cn('text-sm text-muted-foreground', className)} {...props} />;
}

export function CardContent({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('p-6 pt-0', className)} {...props} />;
}

export function CardFooter({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex items-center p-6 pt-0', className)} {...props} />;
}

/**
 * The usual titled card: a heading (`as` picks its level), an optional lead under it, then the
 * content. The class props reach the card and its header, title and lead.
 */
export function TitledCard({
  title,
  as = 'h3',
  titleId,
  lead,
  className,
  headerClassName,
  titleClassName,
  leadClassName,
  children,
}: {
  title: ReactNode;
  as?: 'h1' | 'h2' | 'h3' | 'h4';
  titleId?: string;
  lead?: ReactNode;
  className?: string;
  headerClassName?: string;
  titleClassName?: string;
  leadClassName?: string;
  children: ReactNode;
}) {
  return (
    <Card className={className}>
      <CardHeader className={headerClassName}>
        <CardTitle as={as} id={titleId} className={titleClassName}>
          {title}
        </CardTitle>
        {lead ? <CardDescription className={leadClassName}>{lead}</CardDescription> : null}
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}
