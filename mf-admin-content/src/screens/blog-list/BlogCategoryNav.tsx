// The blog's categories as links; the current one is marked for screen readers too.
import type { BlogCategory } from '@armatura/shared-libs/contracts';
import { Link } from '@armatura/shared-libs/routing';
import { useContentT } from '../../features/texts/content-texts';
import * as s from '../../features/public/Public.module.css';

export function BlogCategoryNav(props: { categories: BlogCategory[]; current: string | null }) {
  const t = useContentT();
  const links = [
    { slug: null, name: t('blogAllCategories'), href: '/blog' },
    ...props.categories.map((c) => ({ slug: c.slug, name: c.name, href: `/blog/${c.slug}` })),
  ];
  return (
    <nav aria-label={t('blogCategories')}>
      <ul className={s.categories}>
        {links.map((link) => {
          const current = link.slug === props.current;
          return (
            <li key={link.href}>
              <Link
                href={link.href}
                className={current ? s.current : undefined}
                aria-current={current ? 'page' : undefined}
              >
                {link.name}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
