import { displayName, greeting, nameFromEmail } from './display-name';

describe('displayName', () => {
  it('keeps a name the person chose', () => {
    expect(displayName({ email: 'ada+x@example.com', name: 'Ada Lovelace' })).toBe('Ada Lovelace');
  });

  it('makes a readable name from the address when the name is the default (the local part)', () => {
    expect(displayName({ email: 'ada.lovelace+news@example.com', name: 'ada.lovelace+news' })).toBe('Ada Lovelace');
    expect(displayName({ email: 'grace_hopper-1@example.com', name: 'grace_hopper-1' })).toBe('Grace Hopper 1');
    expect(displayName({ email: 'ada@example.com', name: 'ada' })).toBe('Ada');
  });

  it('makes one from the address when there is no name at all', () => {
    expect(displayName({ email: 'Alan.Turing+tag@example.com', name: '' })).toBe('Alan Turing');
    expect(displayName({ email: 'x@example.com', name: '   ' })).toBe('X');
  });

  it('never shows a +tag', () => {
    expect(displayName({ email: 'bob+shopping@example.com', name: 'bob+shopping' })).not.toContain('+');
  });

  it('falls back to what it has when the address has no usable local part', () => {
    expect(nameFromEmail('+tag@example.com')).toBe('');
    expect(displayName({ email: '+tag@example.com', name: '' })).toBe('+tag@example.com');
  });
});

describe('greeting', () => {
  it('welcomes a first session and welcomes back afterwards', () => {
    expect(greeting({ email: 'ada@example.com', name: 'ada', firstSession: true })).toBe('Welcome, Ada');
    expect(greeting({ email: 'ada@example.com', name: 'ada', firstSession: false })).toBe('Welcome back, Ada');
    // A user stored before the server said either way is a returning one.
    expect(greeting({ email: 'ada@example.com', name: 'Ada L.' })).toBe('Welcome back, Ada L.');
  });
});
