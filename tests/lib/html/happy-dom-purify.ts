/**
 * Makes happy-dom behave like a browser where DOMPurify depends on it (import this before the
 * sanitiser is first used; browsers need none of it):
 *
 * 1. happy-dom defines `nodeName` on each node subclass and answers "" from `Node.prototype`,
 *    where DOMPurify reads it (to resist DOM clobbering). The base getter here dispatches to
 *    the subclass's own getter.
 * 2. happy-dom's NodeIterator is a TreeWalker that ignores removals, so DOMPurify, which
 *    removes the node it is visiting, would skip the next one. The iterator here follows the
 *    DOM standard's "pre-removing steps": when the reference node leaves the tree, iteration
 *    continues from the node that preceded it.
 */
const baseNodeName = Object.getOwnPropertyDescriptor(Node.prototype, "nodeName");

function subclassGetter(node: object): (() => string) | undefined {
  for (let proto = Object.getPrototypeOf(node) as object | null; proto && proto !== Node.prototype; proto = Object.getPrototypeOf(proto) as object | null) {
    const own = Object.getOwnPropertyDescriptor(proto, "nodeName");
    if (own?.get) return own.get as () => string;
  }
  return undefined;
}

Object.defineProperty(Node.prototype, "nodeName", {
  configurable: true,
  get(this: Node): string {
    const getter = subclassGetter(this);
    return getter ? getter.call(this) : (baseNodeName?.get?.call(this) as string);
  },
});

/** The node after `node` in tree order within `root`, or null. */
function following(node: Node, root: Node): Node | null {
  if (node.firstChild) return node.firstChild;
  for (let current: Node | null = node; current && current !== root; current = current.parentNode) {
    if (current.nextSibling) return current.nextSibling;
  }
  return null;
}

/** The node before `node` in tree order (its previous sibling's last descendant, or its parent). */
function preceding(node: Node): Node | null {
  let previous = node.previousSibling;
  if (!previous) return node.parentNode;
  while (previous.lastChild) previous = previous.lastChild;
  return previous;
}

class LiveNodeIterator {
  private reference: Node;
  private before = true;
  private precedingReference: Node | null = null;

  constructor(
    readonly root: Node,
    readonly whatToShow: number,
  ) {
    this.reference = root;
  }

  private accepts(node: Node): boolean {
    return (this.whatToShow & (1 << (node.nodeType - 1))) !== 0;
  }

  nextNode(): Node | null {
    if (this.reference !== this.root && !this.root.contains(this.reference)) {
      // The reference node was removed: continue after the node that preceded it.
      this.reference = this.precedingReference ?? this.root;
      this.before = false;
    }
    let node: Node | null = this.reference;
    let before = this.before;
    for (;;) {
      if (before) before = false;
      else node = node ? following(node, this.root) : null;
      if (!node) return null;
      if (this.accepts(node)) {
        this.reference = node;
        this.before = false;
        this.precedingReference = preceding(node);
        return node;
      }
    }
  }
}

/** The prototype that defines `createNodeIterator` for this window's documents. */
function iteratorOwner(): object {
  for (let proto = Object.getPrototypeOf(document) as object | null; proto; proto = Object.getPrototypeOf(proto) as object | null) {
    if (Object.prototype.hasOwnProperty.call(proto, "createNodeIterator")) return proto;
  }
  return Document.prototype;
}

Object.defineProperty(iteratorOwner(), "createNodeIterator", {
  configurable: true,
  writable: true,
  value(root: Node, whatToShow = 0xffffffff): LiveNodeIterator {
    return new LiveNodeIterator(root, whatToShow);
  },
});
