import type { ComponentType } from 'react';
import { FacebookIcon, InstagramIcon, MapIcon } from './ui/icons';
import { shopSocialLinks, type ShopSocialId } from './shop-contact';

const socialIcons: Record<ShopSocialId, ComponentType<{ size?: number }>> = {
  facebook: FacebookIcon,
  maps: MapIcon,
  instagram: InstagramIcon,
};

/**
 * The shop's pages elsewhere (Facebook, Maps, Instagram) as a list of links that open in a new
 * tab (said to screen readers), shown by the footer and by Help & Support, each in its own style.
 */
export function SocialLinks({ listClassName, linkClassName, label }: { listClassName?: string; linkClassName?: string; label?: string }) {
  return (
    <ul className={listClassName} aria-label={label}>
      {shopSocialLinks.map((social) => {
        const SocialIcon = socialIcons[social.id];
        return (
          <li key={social.id}>
            <a className={linkClassName} href={social.href} target="_blank" rel="noopener noreferrer">
              <SocialIcon size={20} />
              <span>{social.label}</span>
              <span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          </li>
        );
      })}
    </ul>
  );
}
