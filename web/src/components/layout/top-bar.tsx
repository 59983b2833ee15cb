import { Badge, Burger, Container, Group, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Link } from 'react-router';
import { useSigninCheck } from 'reactfire';
import { useCartCount } from '../../hooks/use-cart-count';
import { CartIcon, SearchIcon, UserIcon } from '../icons';
import { SEARCH_PLACEHOLDER } from './nav-links';
import classes from './layout.module.css';

export function Logo() {
  return (
    <Link to="/" className={classes.logo} aria-label="বই — Boi home">
      <span className={classes.logoMark} aria-hidden="true">
        বই
      </span>
      <span className={classes.logoText}>Boi</span>
    </Link>
  );
}

function SearchBox() {
  // Search arrives in a later release; the box is here so the header keeps its final shape.
  return (
    <form
      role="search"
      className={classes.search}
      onSubmit={(event) => {
        event.preventDefault();
        notifications.show({
          color: 'teal',
          title: 'খোঁজার সুবিধা শীঘ্রই আসছে',
          message: 'এখন বিষয়, লেখক বা প্রকাশনী থেকে বই দেখুন।',
        });
      }}
    >
      <TextInput
        type="search"
        name="q"
        aria-label={SEARCH_PLACEHOLDER}
        placeholder={SEARCH_PLACEHOLDER}
        leftSection={<SearchIcon size={18} />}
        radius="xl"
        size="md"
      />
    </form>
  );
}

function CartLink() {
  const count = useCartCount();
  return (
    <Link to="/cart" className={classes.action} aria-label={`Cart, ${count} items`}>
      <span className={classes.cartBadge}>
        <CartIcon size={24} />
        <Badge
          size="sm"
          circle
          color={count > 0 ? 'red' : 'gray'}
          className={classes.cartCount}
          aria-hidden="true"
        >
          {count}
        </Badge>
      </span>
    </Link>
  );
}

function AccountLink() {
  const { data } = useSigninCheck();
  const signedIn = data?.signedIn === true;
  return (
    <Link to={signedIn ? '/side-navbar' : '/login'} className={classes.action}>
      <UserIcon size={22} />
      <span>{signedIn ? 'My Account' : 'Sign Up/In'}</span>
    </Link>
  );
}

type TopBarProps = { menuOpened: boolean; onMenuToggle: () => void };

export function TopBar({ menuOpened, onMenuToggle }: TopBarProps) {
  return (
    <Container size="xl" className={classes.topBar}>
      <div className={classes.brand}>
        <Burger
          opened={menuOpened}
          onClick={onMenuToggle}
          hiddenFrom="sm"
          size="sm"
          aria-label={menuOpened ? 'Close menu' : 'Open menu'}
        />
        <Logo />
      </div>
      <SearchBox />
      <Group gap={4} wrap="nowrap" className={classes.actions}>
        <CartLink />
        <AccountLink />
      </Group>
    </Container>
  );
}
