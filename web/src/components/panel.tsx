import { createPolymorphicComponent, Paper, type PaperProps } from '@mantine/core';
import { forwardRef } from 'react';
import classes from './panel.module.css';

/**
 * The white, bordered card that groups a page's parts (cart lines, checkout steps, a book's
 * details): padding md on phones, lg from Mantine's sm breakpoint. Polymorphic like Paper, e.g.
 * `<Panel component="section">`.
 */
export const Panel = createPolymorphicComponent<'div', PaperProps>(
  forwardRef<HTMLDivElement, PaperProps>(function Panel({ className, ...props }, ref) {
    return (
      <Paper
        ref={ref}
        radius="lg"
        p={{ base: 'md', sm: 'lg' }}
        className={className ? `${classes.panel} ${className}` : classes.panel}
        {...props}
      />
    );
  }),
);
