"""Beach Bag's Flet views. Nothing here decides a rule: core answers every question."""
