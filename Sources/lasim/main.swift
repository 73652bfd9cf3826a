// placeholder
print("lasim")
