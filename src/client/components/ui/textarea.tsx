import type { ComponentProps } from 'react';
import { cn } from '#src/client/lib/cn.ts';
import { fieldControlClasses } from './input';

export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return (
    <textarea
      className={cn(fieldControlClasses, 'min-h-[100px] py-2 leading-relaxed', className)}
      {...props}
    />
  );
}
