import { Link } from 'react-router-dom';
import styles from './pages.module.css';

export interface PageLink {
  href: string;
  label: string;
}

/** The pages next to this one (our brands, the locations, the dealer's about us), as a labelled list. */
export function PageLinks({ links, label }: { links: PageLink[]; label: string }) {
  if (links.length === 0) return null;
  return (
    <nav aria-label={label}>
      <ul className={styles['links']}>
        {links.map((link) => (
          <li key={link.href}>
            <Link to={link.href}>{link.label}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
